/**
 * The Spanish catalogue (docs/decisions/0072), typed by the English one: a missing key does not compile,
 * and i18n.test.ts finds a text left in English.
 */
import { LABELS_ES, MESSAGES_ES, REASONS_ES } from '@starlane/contract';
import type { Messages } from './messages';

export const es: Messages = {
  spec: MESSAGES_ES,
  labels: LABELS_ES,
  reasons: REASONS_ES,
  common: {
    loading: 'Cargando...',
    unknownError: 'Error desconocido',
    backHome: 'Volver a la página de inicio',
    pageNotFound: 'Página no encontrada',
    pageNotFoundText: 'Esta página se ha perdido en el espacio, o nunca existió.',
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
    withStars: (stars: string) => `Con ${stars}.`,
    categoryTitle: (name: string) => `Vídeos de ${name}`,
    categoryDescription: (name: string, siteName: string) =>
      `${name}: los vídeos más recientes de la categoría en ${siteName}.`,
    starDescription: (name: string, siteName: string) => `${name}: todos los vídeos con ${name} en ${siteName}.`,
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
    searchEmptyDescription: (siteName: string) => `Busca entre los vídeos, estrellas y categorías de ${siteName}.`,
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
      records2257: ['18 U.S.C. 2257', 'Declaración de cumplimiento de los requisitos de conservación de registros.'],
      videos: ['Todos los vídeos', 'Todos los vídeos del catálogo, los más nuevos primero.'],
      categories: ['Categorías', 'Todas las categorías del catálogo.'],
      actors: ['Estrellas', 'Todas las estrellas del catálogo.'],
      playlists: ['Listas', 'Las listas de los miembros.'],
    },
  },
};
