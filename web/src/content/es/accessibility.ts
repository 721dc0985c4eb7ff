import type { AccessibilityCopy } from '../types';

const ACCESSIBILITY_STATEMENT: AccessibilityCopy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Declaración de accesibilidad',
    lead: 'Hasta qué punto este sitio funciona para quien navega con teclado, lector de pantalla, ampliador de pantalla o la opción de reducir el movimiento activada: qué nos proponemos, qué sabemos que aún falla, cómo lo comprobamos y cómo comunicarnos una barrera.',
  },
  commitment: {
    title: 'Nuestro compromiso',
    paragraphs: [
      '{legalName} quiere que cualquier persona pueda leer este sitio y ponerse en contacto con nosotros a través de él, navegue como navegue. Lo desarrollamos conforme a las Pautas de Accesibilidad para el Contenido Web ({standard}), nivel {level}, y lo comprobamos en cada cambio antes de publicarlo.',
      'Esta declaración abarca todo el sitio web {host}, en español y en inglés: todas las páginas, el formulario de contacto, los diálogos de consulta rápida y de agradecimiento, y el menú. No abarca los sitios a los que enlazamos, como LinkedIn.',
    ],
  },
  status: {
    title: 'Situación de cumplimiento',
    conformance: {
      full: 'Este sitio es plenamente conforme con las {standard}, nivel {level}: cumple todos los criterios de conformidad, sin excepciones.',
      partial:
        'Este sitio es parcialmente conforme con las {standard}, nivel {level}: la mayor parte cumple todos los criterios de conformidad, pero los aspectos que se detallan a continuación todavía no.',
      none: 'Este sitio todavía no es conforme con las {standard}, nivel {level}: buena parte de él no cumple la norma.',
    },
  },
  limitations: {
    title: 'Limitaciones conocidas',
    lead: 'Estas son las barreras que conocemos y lo que puede hacer mientras las corregimos:',
    none: 'Hoy no conocemos ninguna barrera. Cualquier cosa que le impida leer una página, enviar el formulario o llegar a un enlace o un botón con el teclado, un lector de pantalla, un ampliador o el control por voz lo sería: le rogamos que nos lo comunique.',
    labels: { affected: 'Qué se ve afectado', reason: 'Por qué', meanwhile: 'Mientras tanto' },
    items: {
      thankYouDialogTimeout: {
        title: 'El diálogo de agradecimiento se cierra solo',
        affected:
          'Después de enviar el formulario de contacto, el diálogo que le da las gracias y muestra la referencia de su consulta se cierra a los 3 segundos y vuelve a la página de inicio. Puede ser poco tiempo para leerlo o para escucharlo con un lector de pantalla (criterio de conformidad 2.2.1 de las WCAG, Tiempo ajustable).',
        reason:
          'Esa duración procede del diseño original del sitio. Tenemos previsto que el diálogo permanezca abierto hasta que usted lo cierre.',
        meanwhile:
          'Si el diálogo llega a aparecer, su consulta ya nos ha llegado, y no necesita la referencia: le responderemos por correo electrónico a la dirección que nos indicó. Si no alcanzó a verlo y duda de que hayamos recibido su mensaje, escríbanos a {email}.',
      },
      errorToastTimeout: {
        title: 'Los mensajes de error del formulario desaparecen a los 6 segundos',
        affected:
          'Si el formulario no se puede enviar, por ejemplo porque se ha cortado la conexión, el mensaje de error de la parte inferior de la pantalla se oculta a los 6 segundos (criterio de conformidad 2.2.1 de las WCAG, Tiempo ajustable). Los lectores de pantalla lo anuncian en cuanto aparece.',
        reason:
          'Esa duración procede del diseño original del sitio. Tenemos previsto mantener el mensaje hasta que usted lo cierre.',
        meanwhile:
          'No pierde nada de lo que escribió: sigue en el formulario, así que puede volver a pulsar {send}. Si el envío sigue fallando, escríbanos a {email}.',
      },
    },
  },
  assessment: {
    title: 'Cómo lo hemos evaluado',
    automatedTitle: 'Comprobaciones automáticas, en cada cambio',
    automated: [
      'Antes de publicar cualquier cambio, nuestro conjunto de pruebas abre cada página, en español y en inglés, con el ancho de un escritorio (1280 px) y el de un teléfono (375 px) en Chromium, y la analiza con axe-core, el motor de accesibilidad de código abierto de Deque (reglas de las WCAG 2.0, 2.1 y 2.2, niveles A y AA, y buenas prácticas). Cualquier incumplimiento detiene la publicación.',
      'axe analiza además el sitio con el menú abierto (en la página de inicio en inglés y en todas las páginas en español, con el ancho de un teléfono), con el diálogo de consulta rápida de una página de servicio abierto y con el diálogo de agradecimiento a la vista, en los dos idiomas.',
      'Las pruebas abren el menú y el diálogo de consulta rápida con el teclado: el foco entra en ellos, Escape los cierra y el foco vuelve al control que los abrió. También comprueban que cada página declara su idioma, tiene un único encabezado principal y, con 320 px de ancho (ampliación al 400 %), no obliga a desplazarse en horizontal.',
    ],
    manualTitle: 'Revisión manual',
    manualLead: 'El {date} recorrimos el sitio a mano, en los dos idiomas:',
    manual: [
      'solo con el teclado: todos los enlaces, botones, campos y diálogos se alcanzan y se usan en un orden lógico, con el foco siempre visible, empezando por el enlace «{skipLink}»;',
      'con la ampliación del navegador al 400 % (una ventana de 320 px de ancho): el texto se reorganiza en una sola columna, no se corta nada y ninguna página obliga a desplazarse en horizontal;',
      'con la preferencia de movimiento reducido del sistema operativo: el carrusel cambia de diapositiva sin animación y nada más se mueve;',
      'en el árbol de accesibilidad que Chromium ofrece a los lectores de pantalla: encabezados, regiones, nombres de enlaces, botones y campos del formulario, y el anuncio de los errores.',
    ],
    notYet:
      'Todavía no hemos probado el sitio con un lector de pantalla propiamente dicho (NVDA, JAWS, VoiceOver o TalkBack); lo haremos en la próxima revisión.',
  },
  environments: {
    title: 'Entornos compatibles',
    paragraphs: [
      'La última revisión se hizo con {browsers} en un escritorio y con el ancho de un teléfono, con el teclado y con la preferencia de movimiento reducido del sistema operativo.',
      'El sitio está hecho con HTML y CSS estándar y un poco de JavaScript, sin complementos, por lo que debería funcionar con las versiones actuales de Chrome, Microsoft Edge, Firefox y Safari y con los lectores de pantalla que se usan con ellos. Si no funciona con el suyo, le rogamos que nos lo diga.',
    ],
  },
  feedback: {
    title: 'Cómo informarnos de una barrera',
    paragraphs: [
      'Si algo de este sitio le resulta difícil o imposible de usar, díganoslo a través del {contactLink} o por correo electrónico a {email}. Indíquenos la página, qué intentaba hacer y, si lo desea, con qué navega.',
      'Le respondemos en un plazo de {days} días hábiles. Si no podemos eliminar la barrera de inmediato, le enviamos la información que buscaba en un formato que le resulte útil.',
    ],
  },
  contactLink: 'formulario de contacto',
  prepared:
    'Última revisión: {date}, realizada por el propio equipo de {legalName} (autoevaluación) con arreglo a las {standard}, nivel {level}.',
};

export default ACCESSIBILITY_STATEMENT;
