import { COMMENT_BODY_MAX, PLAYLIST_NAME_MAX, REPORT_FEEDBACK_MAX } from './constants.js';
import type { LABELS, MESSAGES, REASONS } from './messages.js';

/*
 * The Spanish of the spec's texts (docs/decisions/0072). The English stays word for word in messages.ts;
 * these say the same in Spanish (Spain, informal "tú", as the English is informal). Typed by the English
 * keys: a text missing here does not compile.
 */

type Texts<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export const MESSAGES_ES: Texts<typeof MESSAGES> = {
  userNameEmpty: 'Tu nombre de usuario está vacío',
  emailEmpty: 'Tu dirección de correo electrónico está vacía',
  signUpPasswordsDiffer: 'Las contraseñas no coinciden',
  signUpWelcome: '¡Bienvenido a la pandilla! ¡Ahora revisa tu correo y confirma tu registro!',
  emailExists: 'Tu correo electrónico ya existe, ¿has olvidado tu contraseña?',
  userNameExists: 'Tu nombre de usuario ya existe, ¿has olvidado tu contraseña?',
  fillInAllFields: 'Por favor, rellena todos los campos.',
  invalidEmail: 'Por favor, introduce una dirección de correo electrónico válida.',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  registerFailed: 'Error en el registro.',
  registerSucceeded: 'Registro completado.',
  signInFailed: 'Error al iniciar sesión.',
  signInNetworkFailure: 'Error al iniciar sesión (sin conexión).',
  signInSucceeded: 'Sesión iniciada.',
  reminderSent: 'Te hemos enviado un recordatorio a tu dirección de correo electrónico',
  resetFillInAllFields: 'Tienes que rellenar todos los campos',
  resetPasswordsDiffer: '¡Las contraseñas no coinciden!',
  passwordReset: 'Tu contraseña se ha restablecido',
  notLoggedIn: '¡Uy, eso no se puede! ¡Tienes que iniciar sesión para esto!',
  reportFeedbackMissing: 'Tienes que explicar el motivo de tu denuncia. ¡Inténtalo de nuevo!',
  reportThanks: '¡Gracias por tu aportación! ¡Juntos hacemos que el sitio sea mejor para todos!',
  ratingThanks: '¡Gracias por tu valoración!',
  addedToPlaylist: '¡Vídeo añadido a tu lista!',
  addedToFavourites: '¡Vídeo añadido a tus favoritos!',
  commentThanks: '¡Gracias por opinar sobre este vídeo!',
  removePlaylistQuestion: '¿Seguro que quieres eliminar esta lista?',
  removeVideoQuestion: '¿Seguro que quieres quitar este vídeo de la lista?',
  noComments: '¡Aún no hay comentarios! ¡Sé el primero en opinar sobre este vídeo!',
  noVideos: '¡No hay más vídeos aquí... por ahora!',
  emptyPlaylist: 'Aún no hay vídeos añadidos ;)',
  routeError: '¡Error inesperado de la aplicación!',
  playlistNameHint: `${String(PLAYLIST_NAME_MAX)} caracteres como máximo`,
  playlistNamePrivateHint: 'Esto no lo podrás ver',
  playlistNameRule: `El nombre de una lista tiene de 1 a ${String(PLAYLIST_NAME_MAX)} caracteres`,
  commentBodyRule: `Un comentario tiene de 1 a ${String(COMMENT_BODY_MAX)} caracteres`,
  reportFeedbackRule: `Una denuncia tiene como máximo ${String(REPORT_FEEDBACK_MAX)} caracteres`,
};

export const LABELS_ES: Texts<typeof LABELS> = {
  randomCategories: 'Categorías al azar',
  remindMe: 'Recuérdamela',
  manageMyProfile: 'Gestionar mi perfil',
  moreFromCategory: '¡Enséñame más de esta categoría!',
  moreFromToplist: 'Enséñame más de esta lista de éxitos',
  myFavebox: 'Mis favoritos',
  myPlaylists: 'Mis listas',
  renamePlaylist: 'Retocarla',
  removePlaylist: 'Borrarla',
  createPlaylist: 'Crear +',
  premiumContent: 'Contenido prémium',
  versionLabel: 'BETA 0.9',
  crib: (memberName: string) => `El rincón de ${memberName}`,
};

export const REASONS_ES: Texts<typeof REASONS> = {
  watched: (title: string) => `Porque has visto ${title}`,
  rated: (title: string) => `Porque has valorado ${title}`,
  faved: (title: string) => `Porque has marcado como favorito ${title}`,
  likeCategory: (name: string) => `Porque te gusta ${name}`,
  likeStar: (name: string) => `Porque te gusta ${name}`,
  followStar: (name: string) => `Porque sigues a ${name}`,
  popular: 'Popular ahora mismo',
};
