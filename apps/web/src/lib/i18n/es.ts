/**
 * The Spanish catalogue (docs/decisions/0072), typed by the English one: a missing key does not compile,
 * and i18n.test.ts finds a text left in English.
 */
import { LABELS_ES, MESSAGES_ES, REASONS_ES } from '@starlane/contract';
import { esAdmin } from './es-admin';
import { esMember } from './es-member';
import { esSite } from './es-site';
import type { Messages } from './en';

/** A noun phrase ("Las estrellas") inside a sentence ("Error al cargar las estrellas"). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const es: Messages = {
  ...esSite,
  ...esMember,
  ...esAdmin,
  spec: MESSAGES_ES,
  labels: LABELS_ES,
  reasons: REASONS_ES,
  common: {
    cancel: 'Cancelar',
    loading: 'Cargando...',
    unknownError: 'Error desconocido',
    backHome: 'Volver a la página de inicio',
    pageNotFound: 'Página no encontrada',
    pageNotFoundText: 'Esta página se ha perdido en el espacio, o nunca existió.',
    somethingWentWrong: 'Algo ha ido mal.',
    signOutFailed: 'No se ha podido cerrar la sesión. Inténtalo de nuevo.',
    more: (what: string) => `más ${what}`,
    loadFailed: (what: string, reason: string) => `Error al cargar ${lowerFirst(what)}: ${reason}`,
    couldNotLoad: (what: string) => `Error al cargar ${lowerFirst(what)}`,
  },
  language: {
    switchTo: 'English: esta página en inglés',
    switchLabel: 'Idioma',
  },
  layout: {
    skipToContent: 'Saltar al contenido',
    menu: 'Menú',
    mainNav: 'Principal',
    footerNav: 'Pie de página',
    footerSitemap: 'Mapa del sitio',
    footerContact: 'Contacto',
    footerTerms: 'Términos y condiciones',
    footerCookies: 'Política de cookies',
    footerPrivacy: 'Política de privacidad',
    footerDmca: 'DMCA',
    footer2257: '2257',
    rtaAlt: 'RTA - Solo para adultos',
    adultsOnly: (siteName: string) =>
      `${siteName} es solo para mayores de 18 años. Todo el contenido de demostración es sintético y apto para el trabajo.`,
  },
  nav: {
    videos: 'VÍDEOS',
    toplists: 'LO MÁS TOP',
    playlists: 'LISTAS',
    stars: 'ESTRELLAS',
    signUp: 'REGISTRARSE',
    signIn: 'ENTRAR',
    dashboard: 'PANEL',
    myPlaylists: 'MIS LISTAS',
    myFavebox: 'MIS FAVORITOS',
    myToplists: 'MI TOP',
    following: 'SIGUIENDO',
    history: 'HISTORIAL',
    signOut: 'SALIR',
    categoriesFailed: 'No se han podido cargar las categorías.',
    noCategories: 'Aún no hay categorías.',
    allVideos: 'Todos los vídeos',
    allCategories: 'Todas las categorías',
    categoryColumn: (n: number) => `Categorías, columna ${String(n)}`,
  },
  toplists: {
    mostviewed: 'Los más vistos',
    highestrating: 'Mejor valorados',
    mostrated: 'Más valorados',
    mostcommented: 'Más comentados',
  },
  consent: {
    accept: (age: number) => `Tengo ${String(age)} años o más - Entrar`,
    title: (siteName: string, age: number) =>
      `Solo para adultos: ${siteName} es para personas de ${String(age)} años o más`,
    intro: (siteName: string, age: number) =>
      `${siteName} muestra vídeos destinados a un público adulto. Solo puedes entrar si tienes al menos ${String(age)} años.`,
    cookies: (siteName: string) =>
      `${siteName} usa cookies: una para recordar esta elección, una cookie de sesión cuando inicias sesión y las cookies de nuestros socios de publicidad, analítica y cámaras en directo. Al entrar confirmas tu edad y aceptas nuestro uso de cookies tal como se describe abajo.`,
    termsLabel: 'Términos y condiciones',
    cookiesLabel: 'Política de cookies',
    privacyLabel: 'Política de privacidad',
    lastModified: 'Última modificación: 13 de noviembre de 2022.',
    terms1: (siteName: string, age: number) =>
      `Al entrar en ${siteName} afirmas que tienes al menos ${String(age)} años (o la mayoría de edad de tu país, si es mayor) y que ver material para adultos es legal para ti.`,
    terms2: (siteName: string) =>
      `Estas condiciones se rigen por la ley española y cualquier litigio queda sometido a la jurisdicción de los tribunales de España. Las cuentas que infrinjan estas condiciones de forma reiterada se cancelan. ${siteName} se reserva el derecho de cobrar por algunas funciones en el futuro.`,
    cookies1Before: (siteName: string) => `${siteName} usa una cookie llamada`,
    cookies1After: (days: number) =>
      `para recordar, durante ${String(days)} días, que confirmaste tu edad y aceptaste las cookies. Cuando inicias sesión, una cookie de sesión mantiene tu sesión abierta.`,
    cookies2:
      'Cuando aceptas, nuestros socios de publicidad, nuestro servicio de analítica y el widget de cámaras en directo pueden poner sus propias cookies para mostrar y medir anuncios y contar visitas. Puedes borrar las cookies cuando quieras en los ajustes de tu navegador.',
    privacy1: (siteName: string) =>
      `Si te haces miembro, ${siteName} guarda tu nombre de usuario, tu dirección de correo electrónico y tu contraseña (cifrada con hash), y las valoraciones, comentarios, favoritos y listas que crees. Solo los usamos para hacer funcionar el sitio y no los vendemos.`,
    privacy2:
      'Guardamos datos básicos de uso (como qué vídeos se ven) para elaborar listas de éxitos y estadísticas. Puedes pedirnos ver o borrar tus datos desde la página de contacto.',
  },
  account: {
    joinTheGang: 'Únete a la pandilla',
    notMemberYet: '¿Aún no eres miembro?',
    membershipFree: 'Hacerse miembro es gratis. Como miembro puedes:',
    perks: [
      'Valorar vídeos',
      'Comentar vídeos',
      'Guardar tus favoritos en tu propia caja de favoritos',
      'Crear y compartir tus propias listas',
      'Tener tus propias listas de éxitos',
    ],
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    signUp: 'Registrarse',
    signIn: 'Inicia sesión',
    signUpDone: 'Tu cuenta está creada. Te llevamos a la página de inicio...',
    alreadyMember: '¿Ya eres miembro?',
    resendConfirmation: 'Enviar de nuevo el correo de confirmación',
    confirmationResent:
      'Si la dirección tiene una cuenta sin confirmar, te llegará un nuevo correo de confirmación.',
    emailConfirmed: 'Tu dirección de correo electrónico está confirmada.',
    badLink: 'Este enlace no es válido, ha caducado o ya se ha usado.',
    somethingWentWrong: 'Algo ha ido mal. Inténtalo de nuevo.',
  },
  video: {
    fave: 'Favorito',
    faveRemoved: 'Vídeo quitado de tus favoritos.',
    faveFailed: 'No se han podido actualizar tus favoritos. Inténtalo de nuevo.',
    rateThisVideo: 'Valora este vídeo',
    rate: (value: number) => `Valorar con ${String(value)}`,
    ratingFailed: 'No se ha podido guardar tu valoración. Inténtalo de nuevo.',
    captions: 'Subtítulos',
    captionsOff: 'Desactivados',
  },
  comments: {
    postFailed: 'No se ha podido publicar tu comentario. Inténtalo de nuevo.',
    characters: 'caracteres',
    lengthRule: (max: number) => `Un comentario tiene de 1 a ${String(max)} caracteres.`,
    heading: 'Comentarios',
    theComments: 'Los comentarios',
    yourComment: 'Tu comentario',
    post: 'Publicar comentario',
    postReply: 'Publicar respuesta',
    yourReplyTo: (name: string) => `Tu respuesta a ${name}`,
    repliesTo: (name: string) => `Respuestas a ${name}`,
    by: (name: string) => `Comentario de ${name}`,
    reply: 'Responder',
    report: 'Denunciar',
    remove: 'Quitar',
    removed: 'Tu comentario se ha eliminado.',
    removeFailed: 'No se ha podido eliminar el comentario. Inténtalo de nuevo.',
    reportTitle: 'Denunciar este comentario',
    reportWhy: '¿Por qué debería revisar nuestro equipo este comentario?',
    sendReport: 'Enviar denuncia',
    reportFailed: 'No se ha podido enviar tu denuncia. Inténtalo de nuevo.',
  },
  head: {
    siteDescription: (siteName: string) =>
      `${siteName}: descubre vídeos, estrellas, categorías, listas de éxitos y listas. Solo para adultos (18+).`,
    homeTitle: (siteName: string) => `${siteName}: vídeos, estrellas y categorías`,
    adultsOnly: (siteName: string) => `${siteName}: solo para adultos (18+).`,
    videoNotFound: 'Vídeo no encontrado',
    categoryNotFound: 'Categoría no encontrada',
    starNotFound: 'Estrella no encontrada',
    playlistNotFound: 'Lista no encontrada',
    memberNotFound: 'Miembro no encontrado',
    pageNotFound: 'Página no encontrada',
    signIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    signInDescription: (siteName: string) =>
      `Inicia sesión para valorar, comentar y guardar listas en ${siteName}.`,
    signUpDescription: (siteName: string) =>
      `Únete a ${siteName}: valora, comenta y guarda listas. Gratis, solo para adultos (18+).`,
    withStars: (stars: string) => `Con ${stars}.`,
    categoryTitle: (name: string) => `Vídeos de ${name}`,
    categoryDescription: (name: string, siteName: string) =>
      `${name}: los vídeos más recientes de la categoría en ${siteName}.`,
    starDescription: (name: string, siteName: string) =>
      `${name}: todos los vídeos con ${name} en ${siteName}.`,
    toplistTitle: (name: string) => `Vídeos: ${name.toLowerCase()}`,
    toplistDescription: (name: string, siteName: string) =>
      `${name}: los vídeos de esta lista en ${siteName}.`,
    playlistTitle: (name: string) => `${name} (lista)`,
    playlistDescription: (name: string, memberName: string, count: number) =>
      `${name}: una lista de ${memberName} con ${String(count)} vídeos.`,
    member: 'Miembro',
    memberDescription: (memberName: string, siteName: string) =>
      `Listas, favoritos y comentarios de ${memberName} en ${siteName}.`,
    search: 'Buscar',
    searchTitle: (q: string) => `Búsqueda: ${q}`,
    searchDescription: (q: string, siteName: string) =>
      `Vídeos, estrellas y categorías que coinciden con «${q}» en ${siteName}.`,
    searchEmptyDescription: (siteName: string) =>
      `Busca entre los vídeos, estrellas y categorías de ${siteName}.`,
    categories: 'Categorías',
    stars: 'Estrellas',
    toplists: 'Lo más top',
    playlists: 'Listas',
    static: {
      sitemap: ['Mapa del sitio', 'Todas las secciones del sitio en una página.'],
      wizard: ['Asistente', 'Encuentra vídeos a tu gusto, paso a paso.'],
      contactUs: ['Contacto', 'Cómo ponerte en contacto con nosotros.'],
      terms: ['Términos y condiciones', 'Las condiciones de uso del sitio.'],
      privacyPolicy: ['Política de privacidad', 'Qué guardamos sobre ti y por qué.'],
      cookiePolicy: ['Política de cookies', 'Las cookies que usan el sitio y sus socios.'],
      dmca: ['DMCA', 'Cómo denunciar una infracción de derechos de autor.'],
      records2257: [
        '18 U.S.C. 2257',
        'Declaración de cumplimiento de los requisitos de conservación de registros.',
      ],
      videos: ['Todos los vídeos', 'Todos los vídeos del catálogo, los más nuevos primero.'],
      categories: ['Categorías', 'Todas las categorías del catálogo.'],
      actors: ['Estrellas', 'Todas las estrellas del catálogo.'],
      playlists: ['Listas', 'Las listas de los miembros.'],
    },
  },
};
