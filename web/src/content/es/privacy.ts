import type { PrivacyCopy } from '../types';

const PRIVACY: PrivacyCopy = {
  hero: {
    eyebrow: 'Información legal',
    title: 'Aviso de privacidad',
    lead: 'Qué ocurre con los datos que nos envía a través de este sitio web y qué medimos cuando lo visita, explicado con claridad: qué recopilamos, para qué, quién los trata, cuánto tiempo los conservamos y cómo mantiene usted el control.',
  },
  sections: [
    {
      title: 'Responsable del tratamiento',
      paragraphs: [
        '{controller} es el responsable del tratamiento de los datos personales que usted nos envía a través de este sitio web. Puede escribirnos a {email}.',
      ],
    },
    {
      title: 'Qué datos recopilamos y por qué',
      paragraphs: [
        'Cuando nos envía una consulta, recibimos únicamente lo que escribe en el formulario y el idioma de la página desde la que lo hace:',
      ],
      items: [
        'su nombre',
        'su dirección de correo electrónico',
        'su mensaje',
        'el idioma de la página',
      ],
    },
    {
      title: 'Para qué los usamos',
      paragraphs: [
        'Usamos estos datos con un único fin: responder a su consulta y, si así nos lo solicita, preparar una propuesta. No los utilizamos con fines publicitarios, no los vendemos y no los compartimos con nadie más.',
        'Conforme al RGPD, la base jurídica del tratamiento es la aplicación, a petición suya, de medidas precontractuales (artículo 6.1.b) del RGPD) y nuestro interés legítimo en responder a las consultas que recibimos (artículo 6.1.f) del RGPD). Conforme a la Ley 25.326 de Protección de los Datos Personales, el tratamiento se basa en el consentimiento que usted presta al enviar el formulario.',
      ],
    },
    {
      title: 'Quién los trata por cuenta nuestra',
      paragraphs: [
        'Amazon Web Services (AWS) aloja este sitio web y gestiona el formulario por cuenta nuestra, en calidad de encargado del tratamiento, en su región {region}: recibe su consulta, la almacena y nos la hace llegar por correo electrónico. AWS actúa únicamente siguiendo nuestras instrucciones, en virtud de un contrato de encargo del tratamiento que incorpora las cláusulas contractuales tipo de la Unión Europea.',
      ],
    },
    {
      title: 'Cómo medimos las visitas',
      paragraphs: [
        'Para saber qué páginas se leen y cómo llegan a ellas nuestros lectores, contamos páginas vistas y visitas a partir de los registros de acceso que nuestra red de distribución de contenidos, Amazon CloudFront (de AWS), genera con cada solicitud. Una visita es una página vista a la que se llega desde otro sitio web o directamente (escribiendo la dirección o desde un marcador), así que contarla no requiere ningún identificador. Lo hacemos en virtud de nuestro interés legítimo en conocer el uso que se hace del sitio (artículo 6.1.f) del RGPD).',
        'Cuando pasa de una página a otra dentro del sitio, su navegador envía a nuestro propio servidor una breve solicitud con la dirección de la nueva página y la de la anterior, para que cuente igual que si hubiera cargado la página. No incluye ningún otro dato y se responde al instante, sin contenido.',
        'De cada solicitud solo tenemos en cuenta:',
      ],
      items: [
        'la página solicitada, con los parámetros de su dirección (por ejemplo, la campaña del enlace que ha seguido);',
        'el sitio web desde el que llega, si lo hay: solo su nombre de dominio;',
        'el agente de usuario de su navegador, que reducimos a un tipo de dispositivo: móvil, tableta u ordenador;',
        'el país desde el que nos visita o, si CloudFront no lo registra, el del servidor de CloudFront que le ha atendido;',
        'la fecha y la hora, y el código de respuesta (si la página se sirvió correctamente).',
      ],
    },
    {
      title: 'Qué no guardamos nunca',
      paragraphs: [
        'Los registros de analítica no contienen su dirección IP. No instalamos cookies, no guardamos nada sobre usted en su navegador, no le asignamos ningún identificador ni tomamos la huella digital de su dispositivo: no podemos saber si dos visitas son de la misma persona, ni lo intentamos. Ningún tercero recibe estos datos: las cifras se calculan en nuestra propia cuenta de AWS.',
      ],
    },
    {
      title: 'Cuánto tiempo los conservamos',
      paragraphs: [
        'Conservamos su consulta durante {retentionDays} días desde su recepción y, transcurrido ese plazo, la eliminamos. Si da lugar a una relación profesional, conservaremos la información que exijan el contrato y la ley durante el plazo que estos establezcan.',
        'Nuestra red de distribución de contenidos genera dos tipos de registros de acceso. Los registros de seguridad, que incluyen su dirección IP, nos sirven para proteger el sitio y se eliminan a los {logRetentionDays} días. Los registros de analítica, sin dirección IP, se conservan durante {analyticsRetentionMonths} meses, para poder comparar cada mes con el mismo mes del año anterior, y después se eliminan.',
      ],
    },
    {
      title: 'Sus derechos',
      paragraphs: [
        'Conforme al RGPD y a la Ley 25.326 de Protección de los Datos Personales, puede solicitarnos en cualquier momento y de forma gratuita:',
      ],
      items: [
        'acceso: que le informemos de qué datos suyos tratamos y le facilitemos una copia;',
        'rectificación: que corrijamos cualquier dato inexacto o incompleto;',
        'supresión: que eliminemos sus datos;',
        'oposición y limitación: que dejemos de utilizar sus datos y que restrinjamos su uso mientras se resuelve una solicitud.',
      ],
    },
    {
      title: 'Sin cookies ni rastreadores',
      paragraphs: [
        'Este sitio web no instala cookies ni guarda nada sobre usted en su dispositivo, no utiliza herramientas de analítica de terceros ni rastreadores publicitarios y no carga ningún contenido desde servidores de otras empresas. Las visitas que contamos salen de los registros de nuestro propio servidor, no de su dispositivo.',
        'Para medir las visitas no almacenamos nada en su dispositivo ni accedemos a nada de lo que tiene almacenado, así que la ley no exige su consentimiento (artículo 22.2 de la LSSI-CE y artículo 5.3 de la Directiva 2002/58/CE sobre la privacidad y las comunicaciones electrónicas). Por eso no le pedimos que acepte nada.',
      ],
    },
  ],
  authorities: {
    title: 'Dónde reclamar',
    lead: 'Si considera que no hemos tratado sus datos correctamente, puede dirigirse a la autoridad de protección de datos de su país:',
    list: [
      {
        name: 'Agencia Española de Protección de Datos (AEPD)',
        country: 'España',
        url: 'https://www.aepd.es',
      },
      {
        name: 'Agencia de Acceso a la Información Pública (AAIP)',
        country: 'Argentina',
        url: 'https://www.argentina.gob.ar/aaip',
      },
    ],
    note: 'La Agencia de Acceso a la Información Pública, en su carácter de órgano de control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
  },
  contact: {
    title: 'Cómo ejercer sus derechos',
    text: 'Escriba a {privacyEmail} desde la dirección que utilizó en el formulario e indíquenos qué desea que hagamos. Respondemos en el plazo de un mes, y antes cuando así lo exige la Ley 25.326: 10 días para el acceso y 5 días hábiles para la rectificación o la supresión.',
  },
  regionNames: {
    'eu-west-1': 'Europa (Irlanda)',
    'eu-west-3': 'Europa (París)',
    'eu-central-1': 'Europa (Fráncfort)',
    'eu-south-2': 'Europa (España)',
    'us-east-1': 'EE. UU. Este (Norte de Virginia)',
    'us-east-2': 'EE. UU. Este (Ohio)',
    'us-west-2': 'EE. UU. Oeste (Oregón)',
    'sa-east-1': 'América del Sur (São Paulo)',
  },
};

export default PRIVACY;
