/**
 * Every mail Haulstop sends, in English, French and Spanish (the recipient's language), each
 * with a plain-text and an HTML part. Data is escaped into the HTML; links are absolute.
 */
export const MAIL_LANGUAGES = ['en', 'fr', 'es'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface MailData {
  verifyEmail: { firstName: string; orgName: string; link: string };
  invitation: { orgName: string; role: string; link: string };
  subCarrierInvitation: { parentOrgName: string; orgName: string; link: string };
  receipt: { orgName: string; documentNumber: string; amount: string; method: string };
  scheduledReport: { orgName: string; report: string; period: string; link: string };
  webhookEndpointDisabled: { orgName: string; url: string; link: string };
  emailChangeVerify: { firstName: string; newEmail: string; link: string };
  emailChanged: { firstName: string; newEmail: string };
  tripLink: { firstName: string; lotName: string; window: string; link: string };
  tripExtensionRequest: { driverName: string; lotName: string; duration: string; link: string };
  /** `slots` the slot numbers, `window` at the lot's clock with its zone, `fee` and `refund` money with their currency. */
  noShow: { lotName: string; bookingNumber: string; slots: string; count: number; window: string; fee: string; refund: string; released: boolean };
}
export type MailTemplate = keyof MailData;

interface Wording {
  subject: string;
  /** Paragraphs; the link, when there is one, follows them as its own paragraph. */
  lines: string[];
  action?: string;
}

type Writers = { [T in MailTemplate]: Record<MailLanguage, (data: MailData[T]) => Wording> };

const WRITERS: Writers = {
  noShow: {
    en: (d) => {
      const one = d.count === 1;
      return {
        subject: `No-show at ${d.lotName}: booking ${d.bookingNumber}`,
        lines: [
          one
            ? `No truck checked in at ${d.lotName} for booking ${d.bookingNumber}, slot ${d.slots} (${d.window}), within the lot's no-show time: the slot is now a no-show.`
            : `No truck checked in at ${d.lotName} for booking ${d.bookingNumber}, slots ${d.slots} (${d.window}), within the lot's no-show time: these ${d.count} slots are now no-shows.`,
          d.released
            ? `${one ? 'The slot was' : 'The slots were'} released for resale. Fee kept by the lot: ${d.fee}. Refunded to the booking's payment method: ${d.refund}.`
            : `${one ? 'The slot was not released: it stays' : 'The slots were not released: they stay'} held for the booking. Fee kept by the lot: ${d.fee}. Refunded: ${d.refund}.`,
        ],
      };
    },
    fr: (d) => {
      const one = d.count === 1;
      return {
        subject: `Absence à ${d.lotName} : réservation ${d.bookingNumber}`,
        lines: [
          one
            ? `Aucun camion ne s'est présenté à ${d.lotName} pour la réservation ${d.bookingNumber}, place ${d.slots} (${d.window}), dans le délai d'absence du parc : la place est désormais une absence.`
            : `Aucun camion ne s'est présenté à ${d.lotName} pour la réservation ${d.bookingNumber}, places ${d.slots} (${d.window}), dans le délai d'absence du parc : ces ${d.count} places sont désormais des absences.`,
          d.released
            ? `${one ? 'La place a été remise' : 'Les places ont été remises'} en vente. Frais retenus par le parc : ${d.fee}. Remboursé sur le moyen de paiement de la réservation : ${d.refund}.`
            : `${one ? "La place n'a pas été remise en vente : elle reste réservée" : "Les places n'ont pas été remises en vente : elles restent réservées"}. Frais retenus par le parc : ${d.fee}. Remboursé : ${d.refund}.`,
        ],
      };
    },
    es: (d) => {
      const one = d.count === 1;
      return {
        subject: `No presentado en ${d.lotName}: reserva ${d.bookingNumber}`,
        lines: [
          one
            ? `Ningún camión se registró en ${d.lotName} para la reserva ${d.bookingNumber}, plaza ${d.slots} (${d.window}), dentro del plazo de no presentación del estacionamiento: la plaza queda como no presentada.`
            : `Ningún camión se registró en ${d.lotName} para la reserva ${d.bookingNumber}, plazas ${d.slots} (${d.window}), dentro del plazo de no presentación del estacionamiento: estas ${d.count} plazas quedan como no presentadas.`,
          d.released
            ? `${one ? 'La plaza se liberó' : 'Las plazas se liberaron'} para la venta. Cargo retenido por el estacionamiento: ${d.fee}. Reembolsado al medio de pago de la reserva: ${d.refund}.`
            : `${one ? 'La plaza no se liberó: sigue reservada' : 'Las plazas no se liberaron: siguen reservadas'}. Cargo retenido por el estacionamiento: ${d.fee}. Reembolsado: ${d.refund}.`,
        ],
      };
    },
  },
  tripLink: {
    en: (d) => ({
      subject: `Your parking at ${d.lotName}`,
      lines: [
        `Hello ${d.firstName},`,
        `You have a parking slot at ${d.lotName}, ${d.window}. Your trip page shows the address, directions and the gate code (from shortly before your start); tell the lot there when you arrive and when you leave.`,
      ],
      action: 'Open my trip',
    }),
    fr: (d) => ({
      subject: `Votre stationnement à ${d.lotName}`,
      lines: [
        `Bonjour ${d.firstName},`,
        `Une place vous attend à ${d.lotName}, ${d.window}. Votre page de trajet donne l'adresse, l'itinéraire et le code d'accès (peu avant votre arrivée) ; signalez-y votre arrivée et votre départ.`,
      ],
      action: 'Ouvrir mon trajet',
    }),
    es: (d) => ({
      subject: `Su estacionamiento en ${d.lotName}`,
      lines: [
        `Hola ${d.firstName}:`,
        `Tiene una plaza en ${d.lotName}, ${d.window}. Su página de viaje muestra la dirección, cómo llegar y el código de acceso (poco antes de su inicio); indique allí su llegada y su salida.`,
      ],
      action: 'Abrir mi viaje',
    }),
  },
  tripExtensionRequest: {
    en: (d) => ({
      subject: `${d.driverName} asks for more time at ${d.lotName}`,
      lines: [`${d.driverName} asks to extend the parking at ${d.lotName} by ${d.duration}. Extend the reservation from the console if you agree.`],
      action: 'Open the reservation',
    }),
    fr: (d) => ({
      subject: `${d.driverName} demande plus de temps à ${d.lotName}`,
      lines: [
        `${d.driverName} demande de prolonger le stationnement à ${d.lotName} de ${d.duration}. Prolongez la réservation depuis la console si vous êtes d'accord.`,
      ],
      action: 'Ouvrir la réservation',
    }),
    es: (d) => ({
      subject: `${d.driverName} pide más tiempo en ${d.lotName}`,
      lines: [`${d.driverName} pide ampliar el estacionamiento en ${d.lotName} en ${d.duration}. Amplíe la reserva desde la consola si está de acuerdo.`],
      action: 'Abrir la reserva',
    }),
  },
  emailChangeVerify: {
    en: (d) => ({
      subject: 'Confirm your new Haulstop login e-mail',
      lines: [
        `Hello ${d.firstName},`,
        `You asked to sign in to Haulstop as ${d.newEmail}. Your login changes when you follow this link; it is valid for 48 hours and works once. If you did not ask, ignore this mail.`,
      ],
      action: 'Confirm my new e-mail',
    }),
    fr: (d) => ({
      subject: 'Confirmez votre nouvel e-mail de connexion Haulstop',
      lines: [
        `Bonjour ${d.firstName},`,
        `Vous avez demandé à vous connecter à Haulstop avec ${d.newEmail}. Votre identifiant change quand vous suivez ce lien ; il est valable 48 heures et ne sert qu'une fois. Si vous n'avez rien demandé, ignorez ce message.`,
      ],
      action: 'Confirmer mon nouvel e-mail',
    }),
    es: (d) => ({
      subject: 'Confirme su nuevo correo de inicio de sesión en Haulstop',
      lines: [
        `Hola ${d.firstName}:`,
        `Pidió iniciar sesión en Haulstop como ${d.newEmail}. Su inicio de sesión cambia cuando sigue este enlace; es válido 48 horas y funciona una vez. Si no lo pidió, ignore este correo.`,
      ],
      action: 'Confirmar mi nuevo correo',
    }),
  },
  emailChanged: {
    en: (d) => ({
      subject: 'Your Haulstop login e-mail was changed',
      lines: [
        `Hello ${d.firstName},`,
        `Your Haulstop login is now ${d.newEmail}; this address no longer signs in. If you did not make this change, contact your organisation's administrator or Haulstop support at once.`,
      ],
    }),
    fr: (d) => ({
      subject: 'Votre e-mail de connexion Haulstop a changé',
      lines: [
        `Bonjour ${d.firstName},`,
        `Votre identifiant Haulstop est désormais ${d.newEmail} ; cette adresse ne permet plus de se connecter. Si ce n'est pas vous, contactez tout de suite l'administrateur de votre organisation ou le support Haulstop.`,
      ],
    }),
    es: (d) => ({
      subject: 'Su correo de inicio de sesión en Haulstop cambió',
      lines: [
        `Hola ${d.firstName}:`,
        `Su inicio de sesión en Haulstop ahora es ${d.newEmail}; esta dirección ya no inicia sesión. Si no hizo este cambio, contacte de inmediato al administrador de su organización o al soporte de Haulstop.`,
      ],
    }),
  },
  verifyEmail: {
    en: (d) => ({
      subject: 'Confirm your e-mail address for Haulstop',
      lines: [
        `Hello ${d.firstName},`,
        `Thank you for registering ${d.orgName} on Haulstop. Confirm your e-mail address to send your registration for approval. The link is valid for 48 hours and works once.`,
      ],
      action: 'Confirm my e-mail address',
    }),
    fr: (d) => ({
      subject: 'Confirmez votre adresse e-mail pour Haulstop',
      lines: [
        `Bonjour ${d.firstName},`,
        `Merci d'avoir inscrit ${d.orgName} sur Haulstop. Confirmez votre adresse e-mail pour envoyer votre inscription en approbation. Le lien est valable 48 heures et ne sert qu'une fois.`,
      ],
      action: 'Confirmer mon adresse e-mail',
    }),
    es: (d) => ({
      subject: 'Confirme su correo electrónico para Haulstop',
      lines: [
        `Hola ${d.firstName}:`,
        `Gracias por registrar ${d.orgName} en Haulstop. Confirme su correo electrónico para enviar su registro a aprobación. El enlace es válido durante 48 horas y funciona una sola vez.`,
      ],
      action: 'Confirmar mi correo electrónico',
    }),
  },
  invitation: {
    en: (d) => ({
      subject: `You are invited to ${d.orgName} on Haulstop`,
      lines: [`${d.orgName} invites you to join it on Haulstop as ${d.role}.`, 'The invitation is valid for 7 days.'],
      action: 'Accept the invitation',
    }),
    fr: (d) => ({
      subject: `Vous êtes invité à rejoindre ${d.orgName} sur Haulstop`,
      lines: [`${d.orgName} vous invite à le rejoindre sur Haulstop en tant que ${d.role}.`, "L'invitation est valable 7 jours."],
      action: "Accepter l'invitation",
    }),
    es: (d) => ({
      subject: `Le invitan a ${d.orgName} en Haulstop`,
      lines: [`${d.orgName} le invita a unirse en Haulstop como ${d.role}.`, 'La invitación es válida durante 7 días.'],
      action: 'Aceptar la invitación',
    }),
  },
  subCarrierInvitation: {
    en: (d) => ({
      subject: `${d.parentOrgName} added ${d.orgName} to its carrier network`,
      lines: [
        `${d.parentOrgName} added ${d.orgName} to its carrier network on Haulstop. Bookings made for you are billed to ${d.parentOrgName} on the last day of each month.`,
      ],
      action: 'Join Haulstop',
    }),
    fr: (d) => ({
      subject: `${d.parentOrgName} a ajouté ${d.orgName} à son réseau de transporteurs`,
      lines: [
        `${d.parentOrgName} a ajouté ${d.orgName} à son réseau de transporteurs sur Haulstop. Les réservations faites pour vous sont facturées à ${d.parentOrgName} le dernier jour de chaque mois.`,
      ],
      action: 'Rejoindre Haulstop',
    }),
    es: (d) => ({
      subject: `${d.parentOrgName} agregó ${d.orgName} a su red de transportistas`,
      lines: [
        `${d.parentOrgName} agregó ${d.orgName} a su red de transportistas en Haulstop. Las reservas hechas para usted se facturan a ${d.parentOrgName} el último día de cada mes.`,
      ],
      action: 'Unirse a Haulstop',
    }),
  },
  webhookEndpointDisabled: {
    en: (d) => ({
      subject: 'A webhook endpoint was disabled',
      lines: [
        `Hello ${d.orgName},`,
        `Deliveries to ${d.url} have failed for 5 days, so the endpoint was disabled. Fix it, then enable it again on the API hub.`,
      ],
      action: 'Open the API hub',
    }),
    fr: (d) => ({
      subject: 'Un point de terminaison webhook a été désactivé',
      lines: [
        `Bonjour ${d.orgName},`,
        `Les envois vers ${d.url} échouent depuis 5 jours : le point de terminaison a été désactivé. Corrigez-le, puis réactivez-le dans le hub API.`,
      ],
      action: 'Ouvrir le hub API',
    }),
    es: (d) => ({
      subject: 'Se desactivó un endpoint de webhook',
      lines: [
        `Hola ${d.orgName}:`,
        `Los envíos a ${d.url} fallan desde hace 5 días, por lo que el endpoint se desactivó. Corríjalo y vuelva a activarlo en el centro de API.`,
      ],
      action: 'Abrir el centro de API',
    }),
  },
  receipt: {
    en: (d) => ({
      subject: `Receipt for ${d.documentNumber}`,
      lines: [`Hello ${d.orgName},`, `We received your payment of ${d.amount} for ${d.documentNumber} (${d.method}). Thank you.`],
    }),
    fr: (d) => ({
      subject: `Reçu pour ${d.documentNumber}`,
      lines: [`Bonjour ${d.orgName},`, `Nous avons reçu votre paiement de ${d.amount} pour ${d.documentNumber} (${d.method}). Merci.`],
    }),
    es: (d) => ({
      subject: `Recibo de ${d.documentNumber}`,
      lines: [`Hola ${d.orgName}:`, `Recibimos su pago de ${d.amount} por ${d.documentNumber} (${d.method}). Gracias.`],
    }),
  },
  // `report` is the report's name and `period` its days, both already in the mail's language.
  scheduledReport: {
    en: (d) => ({
      subject: `Haulstop: ${d.report} (${d.period})`,
      lines: [`Attached as CSV: ${d.report} of ${d.orgName}, ${d.period}.`, 'You receive it because a member of the organisation scheduled it.'],
      action: 'Stop receiving this report',
    }),
    fr: (d) => ({
      subject: `Haulstop : ${d.report} (${d.period})`,
      lines: [`En pièce jointe (CSV) : ${d.report} de ${d.orgName}, ${d.period}.`, "Vous le recevez parce qu'un membre de l'organisation l'a programmé."],
      action: 'Ne plus recevoir ce rapport',
    }),
    es: (d) => ({
      subject: `Haulstop: ${d.report} (${d.period})`,
      lines: [`Se adjunta en CSV: ${d.report} de ${d.orgName}, ${d.period}.`, 'Lo recibe porque un miembro de la organización lo programó.'],
      action: 'Dejar de recibir este informe',
    }),
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A mail in the recipient's language (English when the language is not one of the three). */
export function renderMail<T extends MailTemplate>(template: T, language: string, data: MailData[T]): RenderedMail {
  const lang = (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en';
  const wording = WRITERS[template][lang](data);
  const link = 'link' in data ? (data as { link: string }).link : undefined;
  const text = [...wording.lines, ...(link ? [`${wording.action}: ${link}`] : []), '— Haulstop'].join('\n\n');
  const paragraphs = wording.lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  if (link && wording.action) paragraphs.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(wording.action)}</a></p>`);
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">${paragraphs.join('')}<p>— Haulstop</p></body></html>`;
  return { subject: wording.subject, text, html };
}

const UNSUBSCRIBE_WORDS: Record<MailLanguage, { ask: string; button: string; done: string }> = {
  en: { ask: 'Stop receiving this scheduled report at this address?', button: 'Unsubscribe', done: 'You will no longer receive this report.' },
  fr: { ask: 'Ne plus recevoir ce rapport programmé à cette adresse ?', button: 'Se désabonner', done: 'Vous ne recevrez plus ce rapport.' },
  es: { ask: '¿Dejar de recibir este informe programado en esta dirección?', button: 'Darse de baja', done: 'Ya no recibirá este informe.' },
};

const pageLanguage = (language: string): MailLanguage => ((MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en');
const page = (lang: MailLanguage, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Haulstop</title></head><body style="font-family:sans-serif">${body}<p>— Haulstop</p></body></html>`;

/**
 * The page the mailed unsubscribe link opens, in the mail's language: it asks, and a button posts
 * the one-click form (RFC 8058) to the same address. Following a link changes nothing, since mail
 * scanners and link previews follow links too.
 */
export function unsubscribeQuestionPage(language: string, token: string): string {
  const lang = pageLanguage(language);
  const words = UNSUBSCRIBE_WORDS[lang];
  return page(
    lang,
    `<form method="post" action="?token=${encodeURIComponent(token)}"><p>${words.ask}</p><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${words.button}</button></form>`,
  );
}

/** The page a browser shows once a scheduled report's recipient is unsubscribed, in the mail's language. */
export function unsubscribedPage(language: string): string {
  const lang = pageLanguage(language);
  return page(lang, `<p>${UNSUBSCRIBE_WORDS[lang].done}</p>`);
}

const EMAIL_CHANGE_WORDS: Record<MailLanguage, { ask: (email: string) => string; button: string; done: (email: string) => string }> = {
  en: { ask: (e) => `Sign in to Haulstop as ${e} from now on?`, button: 'Confirm', done: (e) => `Your Haulstop login is now ${e}.` },
  fr: { ask: (e) => `Vous connecter désormais à Haulstop avec ${e} ?`, button: 'Confirmer', done: (e) => `Votre identifiant Haulstop est désormais ${e}.` },
  es: {
    ask: (e) => `¿Iniciar sesión en Haulstop como ${e} a partir de ahora?`,
    button: 'Confirmar',
    done: (e) => `Su inicio de sesión en Haulstop ahora es ${e}.`,
  },
};

/** The page the new address's link opens: it asks, and its button posts the confirmation (following a link changes nothing). */
export function emailChangeQuestionPage(language: string, token: string, newEmail: string): string {
  const lang = pageLanguage(language);
  const words = EMAIL_CHANGE_WORDS[lang];
  return page(
    lang,
    `<form method="post" action="?token=${encodeURIComponent(token)}"><p>${escapeHtml(words.ask(newEmail))}</p><button type="submit">${words.button}</button></form>`,
  );
}

/** The page once the login e-mail changed. */
export function emailChangedPage(language: string, newEmail: string): string {
  const lang = pageLanguage(language);
  return page(lang, `<p>${escapeHtml(EMAIL_CHANGE_WORDS[lang].done(newEmail))}</p>`);
}
