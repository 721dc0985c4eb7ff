import type { LegalNoticeCopy } from '../types';

const LEGAL_NOTICE: LegalNoticeCopy = {
  hero: {
    eyebrow: 'Legal',
    title: 'Aviso legal',
    lead: 'Quién es el titular de este sitio web y cómo ponerse en contacto con nosotros, como exige la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), y las pocas condiciones que rigen su uso.',
  },
  owner: {
    title: 'Titular del sitio',
    lead: 'Este sitio web es propiedad de:',
    labels: {
      legalName: 'Denominación social',
      registeredAddress: 'Domicilio social',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      taxId: 'NIF',
      registryEntry: 'Datos registrales',
      privateSecurityRegistration: 'Inscripción en el registro de seguridad privada',
      supervisingBody: 'Órgano de supervisión',
      professionalBody: 'Colegio profesional',
      codesOfConduct: 'Códigos de conducta',
    },
    exampleTag: 'dato de ejemplo',
  },
  sections: [
    {
      title: 'A quién se dirige',
      paragraphs: [
        'Este sitio presenta los servicios de {legalName} a empresas y organismos públicos. No se dirige a consumidores y nada de lo que contiene constituye una oferta de contratación: cada encargo se acuerda por escrito, con sus propias condiciones.',
      ],
    },
    {
      title: 'Sus datos y nuestra seguridad',
      paragraphs: [
        'El tratamiento de los datos que nos envía mediante el formulario de contacto se explica en nuestro {privacyLink}. Para comunicarnos una vulnerabilidad de este sitio, siga nuestra {disclosureLink}.',
      ],
    },
    {
      title: 'Contenidos',
      paragraphs: [
        'Los textos, las ilustraciones y la marca de este sitio pertenecen a {legalName}. Puede citarlos y enlazarlos libremente; cualquier otro uso requiere nuestra autorización por escrito.',
      ],
    },
    {
      title: 'Legislación aplicable',
      paragraphs: [
        'Este aviso y el uso del sitio se rigen por la legislación española. Cualquier controversia se someterá a los juzgados y tribunales de la ciudad de nuestro domicilio social, salvo que la ley establezca otro fuero.',
      ],
    },
  ],
  privacyLink: 'aviso de privacidad',
  disclosureLink: 'política de divulgación de vulnerabilidades',
};

export default LEGAL_NOTICE;
