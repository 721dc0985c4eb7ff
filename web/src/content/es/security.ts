import type { SecurityCopy } from '../types';

const SECURITY: SecurityCopy = {
  hero: {
    eyebrow: 'Seguridad',
    title: 'Política de divulgación de vulnerabilidades',
    lead: '¿Ha encontrado una vulnerabilidad en nuestro sitio web? Queremos saberlo. Aquí le explicamos cómo comunicárnosla, a qué nos comprometemos y cómo le protegemos si investiga de buena fe.',
  },
  intro: [
    'La seguridad es nuestro oficio, y nuestro propio sitio debe superar las mismas pruebas que aplicamos a nuestros clientes. Si usted detecta un fallo antes que nosotros, preferimos saberlo por usted y no por un atacante. Por eso agradecemos cualquier aviso hecho de buena fe.',
    'Esta política se aplica al sitio web {host} y a su API. En ella explicamos qué puede analizar, cómo informarnos de lo que encuentre, en qué plazos respondemos y corregimos, y qué protección jurídica ofrecemos a quienes la respetan.',
  ],
  scope: {
    title: 'Alcance',
    lead: 'La política cubre únicamente lo que figura dentro del alcance. Si tiene dudas sobre algún sistema, consúltenos antes de hacer pruebas.',
    inScope: {
      title: 'Dentro del alcance',
      items: [
        'el sitio web {host};',
        'su API, en {host}/api/, incluido el endpoint que recibe el formulario de contacto.',
      ],
    },
    outOfScope: {
      title: 'Fuera del alcance',
      items: [
        'los ataques de denegación de servicio y cualquier prueba de carga o volumétrica;',
        'la ingeniería social y el phishing dirigidos a nuestro personal;',
        'los ataques físicos a nuestras oficinas;',
        'los servicios de terceros que utilizamos, como la propia Amazon Web Services: en ese caso, diríjase directamente al proveedor;',
        'los resultados de escáneres automáticos sin un impacto demostrado;',
        'la falta de cabeceras o ajustes recomendados, salvo que pueda demostrar cómo se explota;',
        'los proyectos que realizamos para nuestros clientes: los sistemas que evaluamos son de su propiedad y esta política no los cubre.',
      ],
    },
  },
  report: {
    title: 'Cómo comunicarnos una vulnerabilidad',
    text: 'Escríbanos a {securityEmail}, en español o en inglés, como prefiera: el mismo equipo lee ambos idiomas.',
    include: {
      title: 'Incluya, por favor:',
      items: [
        'la URL o el endpoint afectado;',
        'los pasos para reproducir el problema;',
        'el impacto: qué podría hacer un atacante con esa vulnerabilidad;',
        'una prueba de concepto, como una petición, un script o una captura de pantalla;',
        'sus datos de contacto y, si lo desea, el nombre con el que quiere figurar en nuestros agradecimientos.',
      ],
    },
    notes: [
      'No incluya datos personales reales que haya podido ver durante sus pruebas. Basta con describirlos (por ejemplo: «la respuesta contiene las direcciones de correo de otros visitantes»).',
    ],
  },
  promises: {
    title: 'A qué nos comprometemos',
    lead: 'Cuando nos comunica una vulnerabilidad, estos son nuestros compromisos:',
    timeline: [
      { commitment: 'Acusamos recibo de su aviso', time: 'en un máximo de 2 días hábiles' },
      { commitment: 'Le enviamos una primera evaluación', time: 'en un máximo de 5 días hábiles' },
      { commitment: 'Corregimos las vulnerabilidades críticas', time: 'en un máximo de 7 días' },
      {
        commitment: 'Corregimos las vulnerabilidades de gravedad alta',
        time: 'en un máximo de 30 días',
      },
      { commitment: 'Corregimos todas las demás', time: 'en un máximo de 90 días' },
    ],
    paragraphs: [
      'Los plazos de corrección se cuentan desde el día en que confirmamos la vulnerabilidad. Le informamos de cada avance y le avisamos cuando la corrección está en producción, para que pueda comprobarla.',
      'Si lo desea, una vez resuelto el problema le mencionamos públicamente, con su nombre o su alias. No tenemos un programa de recompensas (bug bounty) ni pagamos por los avisos.',
    ],
  },
  safeHarbor: {
    title: 'Protección legal (puerto seguro)',
    paragraphs: [
      'Consideramos autorizada toda investigación de seguridad realizada de buena fe y conforme a esta política. No emprenderemos ni respaldaremos acciones legales en su contra por ella. Si un tercero actúa contra usted por una investigación que respetó esta política, declararemos públicamente que contaba con nuestra autorización.',
    ],
    conditions: {
      title: 'Para que su investigación quede dentro de esta política:',
      items: [
        'limítese a lo mínimo necesario para demostrar el problema;',
        'no acceda a datos ajenos ni los modifique o elimine;',
        'no degrade el servicio para los demás usuarios;',
        'no haga pública la vulnerabilidad hasta que esté corregida o hayan pasado 90 días desde su aviso, lo que ocurra primero, salvo que acordemos otra cosa.',
      ],
    },
  },
  machineReadable:
    'Los mismos datos de contacto están publicados para herramientas automáticas en {securityTxt}, conforme a la norma RFC 9116.',
};

export default SECURITY;
