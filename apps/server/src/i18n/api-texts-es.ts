/*
 * The Spanish of the texts the API writes itself: error titles, field errors and confirmations
 * (docs/decisions/0082). The English text is the key, word for word as the services write it, so the
 * English answers do not change and a service that throws a text missing here does not compile (errors.ts
 * takes `ApiText`). The spec's texts are the contract's MESSAGES, whose Spanish is MESSAGES_ES. Spanish of
 * Spain, informal "tú", as the pages' (0072).
 */

/** Texts written whole. */
export const FIXED_ES = {
  // errors.ts defaults and the layers in front of every call.
  'You have to be signed in for this': 'Tienes que iniciar sesión para esto',
  'This is not yours to change': 'Esto no es tuyo y no puedes cambiarlo',
  'Too many requests, try again later': 'Demasiadas peticiones, inténtalo más tarde',
  'One or more fields are invalid': 'Uno o más campos no son válidos',
  'Internal server error': 'Error interno del servidor',
  'The site is busy, try again in a moment': 'El sitio está muy ocupado, inténtalo de nuevo en un momento',
  'The site is unavailable for a moment, try again shortly':
    'El sitio no está disponible ahora mismo, inténtalo de nuevo en un momento',
  'The URL must not contain a NUL character (%00)': 'La URL no puede contener un carácter NUL (%00)',
  'A header must not contain control characters': 'Una cabecera no puede contener caracteres de control',
  'must not contain control characters': 'no puede contener caracteres de control',
  'is not a parameter of this call': 'no es un parámetro de esta llamada',
  'is invalid': 'no es válido',
  'Cross-site requests are refused': 'Se rechazan las peticiones desde otros sitios',
  'This call changes data: send it as POST': 'Esta llamada cambia datos: envíala como POST',
  'A part of the path is too long': 'Una parte de la ruta es demasiado larga',
  'The URL is not valid': 'La URL no es válida',
  'The request body is not valid JSON': 'El cuerpo de la petición no es JSON válido',
  'The request body is too large': 'El cuerpo de la petición es demasiado grande',
  'The request body is of a type this call does not read':
    'El cuerpo de la petición es de un tipo que esta llamada no lee',
  'The request is not valid': 'La petición no es válida',
  // The contract's rules for the public forms (sign-up, sign-in, search, comments, the DMCA form); other
  // schema messages are said in Spanish by zod's own Spanish (api-language.ts `localizeIssue`).
  'A code is required': 'Falta el código',
  'A password is required': 'Falta la contraseña',
  'Your password is required': 'Falta tu contraseña',
  'Your current password is required': 'Falta tu contraseña actual',
  'A username has only letters, digits, dots, dashes and underscores':
    'Un nombre de usuario solo tiene letras, cifras, puntos, guiones y guiones bajos',
  'q is required': 'Falta q',
  'q has at most 100 characters': 'q tiene como máximo 100 caracteres',
  'strSearch is required': 'Falta strSearch',
  'strSearch has at most 100 characters': 'strSearch tiene como máximo 100 caracteres',
  'videocomment is required': 'Falta videocomment',
  'your name is required': 'Falta tu nombre',
  'your signature (full name) is required': 'Falta tu firma (nombre completo)',
  'the accuracy statement must be accepted': 'Tienes que aceptar la declaración de exactitud',
  'the good-faith statement must be accepted': 'Tienes que aceptar la declaración de buena fe',
  'the counter-notice text is required': 'Falta el texto del contraaviso',
  'name at least one URL on this site': 'indica al menos una URL de este sitio',
  'amount must be a whole number from 1 to 100': 'amount debe ser un número entero de 1 a 100',
  'page must be a whole number from 1': 'page debe ser un número entero desde 1',
  // Accounts.
  'Your e-mail address is not confirmed yet. Check your e-mail, or ask for a new confirmation mail.':
    'Tu dirección de correo electrónico aún no está confirmada. Revisa tu correo o pide un nuevo correo de confirmación.',
  'This link is invalid, has expired or has been used already. Ask for a new one.':
    'Este enlace no es válido, ha caducado o ya se ha usado. Pide uno nuevo.',
  'Your password is not correct.': 'Tu contraseña no es correcta.',
  'That is your e-mail address already.': 'Esa ya es tu dirección de correo electrónico.',
  'This password is one of the most common ones; choose one that is harder to guess.':
    'Esta contraseña es de las más comunes; elige una más difícil de adivinar.',
  'This is the session you are using: sign out instead.':
    'Es la sesión que estás usando: cierra sesión en su lugar.',
  'This account has been banned by the site staff. You cannot sign in.':
    'El equipo del sitio ha bloqueado esta cuenta. No puedes iniciar sesión.',
  'Signed out.': 'Sesión cerrada.',
  'Your e-mail address is confirmed.': 'Tu dirección de correo electrónico está confirmada.',
  'If the address has an unconfirmed account, a new confirmation mail is on its way.':
    'Si la dirección tiene una cuenta sin confirmar, un nuevo correo de confirmación va de camino.',
  'Your password has been changed.': 'Tu contraseña se ha cambiado.',
  'Check your new e-mail address for a confirmation link.':
    'Busca el enlace de confirmación en tu nueva dirección de correo electrónico.',
  'Your account has been deleted.': 'Tu cuenta se ha eliminado.',
  'That session has been signed out.': 'Esa sesión se ha cerrado.',
  'Every other session has been signed out.': 'Se han cerrado todas las demás sesiones.',
  // Members' things.
  'This playlist is not yours to change': 'Esta lista no es tuya y no puedes cambiarla',
  'Only staff and premium members curate playlists': 'Solo el equipo y los miembros prémium destacan listas',
  'Playlist removed': 'Lista eliminada',
  'Video removed from the playlist': 'Vídeo quitado de la lista',
  'The comment you reply to is not a comment of this video':
    'El comentario al que respondes no es un comentario de este vídeo',
  'This comment is not yours to remove': 'Este comentario no es tuyo y no puedes eliminarlo',
  'Comment removed': 'Comentario eliminado',
  'Removed from your history': 'Quitado de tu historial',
  'Unknown categories or stars': 'Categorías o estrellas desconocidas',
  'Every categoryId must name a category': 'Cada categoryId debe nombrar una categoría',
  'Every actorId must name a star': 'Cada actorId debe nombrar una estrella',
  'Only staff can read ad statistics': 'Solo el equipo puede leer las estadísticas de anuncios',
  'from must not be after to': 'from no puede ser posterior a to',
  // The staff area.
  'Only staff can do this': 'Solo el equipo puede hacer esto',
  'Only staff can manage media': 'Solo el equipo puede gestionar los medios',
  'This was undone already': 'Esto ya se deshizo',
  'This entry was recorded before undo was possible':
    'Esta entrada se registró antes de que se pudiera deshacer',
  'The one it was merged into is gone: it cannot be unmerged':
    'Aquello con lo que se fusionó ya no existe: no se puede separar',
  'Only a curated playlist has a place in the feature order: curate it first':
    'Solo una lista destacada tiene sitio en el orden de destacados: destácala primero',
  'Feature order saved': 'Orden de destacados guardado',
  'Captions removed': 'Subtítulos eliminados',
  'Captions saved': 'Subtítulos guardados',
  'Choose categories and stars that exist': 'Elige categorías y estrellas que existan',
  'None of these URLs is a video page on this site (they look like /video/…)':
    'Ninguna de estas URL es una página de vídeo de este sitio (son como /video/…)',
  'Notice rejected': 'Aviso rechazado',
  'Counter-notice recorded': 'Contraaviso registrado',
  'Only an open notice can be rejected': 'Solo se puede rechazar un aviso abierto',
  'A counter-notice is recorded for a notice whose videos were taken down':
    'Solo se registra un contraaviso para un aviso cuyos vídeos se retiraron',
  'Videos are restored only after a counter-notice': 'Los vídeos solo se restauran después de un contraaviso',
  'The file is not a picture this site can read (PNG, JPEG, WebP or GIF)':
    'El archivo no es una imagen que este sitio pueda leer (PNG, JPEG, WebP o GIF)',
  'A picture may weigh at most 8 MB': 'Una imagen puede pesar como máximo 8 MB',
  'The author has deleted their account already': 'El autor ya ha eliminado su cuenta',
  'You cannot ban yourself': 'No puedes bloquearte a ti mismo',
  'The last staff member cannot be banned': 'No se puede bloquear al último miembro del equipo',
  'The last staff member cannot be demoted': 'No se puede degradar al último miembro del equipo',
  'This member has confirmed their e-mail already': 'Este miembro ya ha confirmado su correo electrónico',
  'Reports dismissed': 'Denuncias descartadas',
  'Comment hidden': 'Comentario ocultado',
  'Comment deleted': 'Comentario eliminado',
  'Author banned': 'Autor bloqueado',
  'Confirmation mail sent': 'Correo de confirmación enviado',
  'a day is written YYYY-MM-DD': 'un día se escribe AAAA-MM-DD',
  'the range ends before it starts': 'el intervalo termina antes de empezar',
  'before from': 'antes de from',
  'range too long': 'intervalo demasiado largo',
  'An ad needs a creative: upload a picture or give its URL':
    'Un anuncio necesita una creatividad: sube una imagen o indica su URL',
  'the end date comes after the start date': 'la fecha de fin va después de la de inicio',
  'Video published': 'Vídeo publicado',
  'Video unpublished': 'Vídeo despublicado',
  'Video deleted. Undo it from the audit log.':
    'Vídeo eliminado. Puedes deshacerlo desde el registro de auditoría.',
  'Delete undone': 'Eliminación deshecha',
  'Merge undone': 'Fusión deshecha',
  'Star created': 'Estrella creada',
  'Star renamed': 'Estrella renombrada',
  'Category created': 'Categoría creada',
  'Category renamed': 'Categoría renombrada',
  'Picture saved': 'Imagen guardada',
  'The upload metadata is not valid': 'Los metadatos de la subida no son válidos',
  'A valid metrics token is required': 'Hace falta un token de métricas válido',
  'The metrics could not be gathered': 'No se han podido reunir las métricas',
  'The traffic history could not be read, try again shortly':
    'No se ha podido leer el historial de tráfico, inténtalo de nuevo en un momento',
  'Not found': 'No encontrado',
} as const;

export type FixedText = keyof typeof FIXED_ES;

/** What a 404 names (errors.ts `NotFoundError`), with its article: the Spanish says "No se ha encontrado el vídeo". */
export const NOUNS_ES = {
  Video: 'el vídeo',
  Star: 'la estrella',
  Category: 'la categoría',
  Playlist: 'la lista',
  'Playlist entry': 'la entrada de la lista',
  Comment: 'el comentario',
  Member: 'el miembro',
  Favourite: 'el favorito',
  'History entry': 'la entrada del historial',
  Session: 'la sesión',
  Ad: 'el anuncio',
  Notice: 'el aviso',
  'Audit entry': 'la entrada del registro de auditoría',
  'Caption track': 'la pista de subtítulos',
  'Media job': 'la tarea de medios',
  'That sitemap': 'ese mapa del sitio',
  'That picture': 'esa imagen',
} as const;

export type Noun = keyof typeof NOUNS_ES;

/** `what` (a noun of NOUNS_ES, in either case) with its article, in Spanish. */
const noun = (what: string): string =>
  (NOUNS_ES as Record<string, string>)[`${what.charAt(0).toUpperCase()}${what.slice(1)}`] ?? what;
const bare = (what: string): string => noun(what).replace(/^(el|la) /, '');

/** The Spanish of a DMCA notice's state as the staff area writes it ("taken down", "countered"...). */
const NOTICE_STATES_ES: Record<string, string> = {
  open: 'abierto',
  'taken down': 'retirado',
  countered: 'contestado',
  rejected: 'rechazado',
  restored: 'restaurado',
};

const firstMatch = (
  table: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]>,
  text: string,
): string | undefined => {
  for (const [pattern, say] of table) {
    const match = pattern.exec(text);
    if (match) return say(...match.slice(1).map((part) => part ?? ''));
  }
  return undefined;
};

/** The Spanish of the reasons the media pipeline refuses a file (MediaRejectedError). */
const MEDIA_REASONS_ES: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [
    /^not a media file ffprobe can read \((.*)\)$/s,
    (why) => `no es un archivo multimedia que ffprobe pueda leer (${why})`,
  ],
  [/^it has no video stream$/, () => 'no tiene pista de vídeo'],
  [/^it is a still picture, not a video$/, () => 'es una imagen fija, no un vídeo'],
  [/^it has no duration$/, () => 'no tiene duración'],
  [/^its video stream has no picture size$/, () => 'su pista de vídeo no tiene tamaño de imagen'],
  [
    /^its video does not decode(?: \((.*)\))?$/s,
    (why) => `su vídeo no se puede decodificar${why ? ` (${why})` : ''}`,
  ],
];

const mediaReasonEs = (reason: string): string => firstMatch(MEDIA_REASONS_ES, reason) ?? reason;

/** The Spanish of what the WebVTT check (catalogue/vtt.ts) finds wrong with a caption file. */
const VTT_PROBLEMS_ES: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^the file is larger than (\d+) KB$/, (kb) => `el archivo ocupa más de ${kb} KB`],
  [/^the line holds a NUL character$/, () => 'la línea contiene un carácter NUL'],
  [/^a WebVTT file starts with the line WEBVTT$/, () => 'un archivo WebVTT empieza con la línea WEBVTT'],
  [
    /^a blank line must separate the WEBVTT line from the cues$/,
    () => 'una línea en blanco debe separar la línea WEBVTT de los subtítulos',
  ],
  [
    /^a comment or style block may not hold "-->"$/,
    () => 'un bloque de comentario o de estilo no puede contener "-->"',
  ],
  [/^expected a cue timing such as (.+)$/, (example) => `se esperaba un tiempo de subtítulo como ${example}`],
  [
    /^"(.*)" is not a timestamp \(mm:ss\.ttt\)$/s,
    (value) => `"${value}" no es una marca de tiempo (mm:ss.ttt)`,
  ],
  [/^the cue ends before it starts$/, () => 'el subtítulo termina antes de empezar'],
  [/^the cue starts before the cue above it$/, () => 'el subtítulo empieza antes que el anterior'],
  [
    /^cue text may not hold "-->" \(is a blank line missing\?\)$/,
    () => 'el texto de un subtítulo no puede contener "-->" (¿falta una línea en blanco?)',
  ],
  [/^the file has no cues$/, () => 'el archivo no tiene subtítulos'],
];

/** `line N: problem` of a caption file, in Spanish. */
const vttProblemEs = (line: string, problem: string): string =>
  `línea ${line}: ${firstMatch(VTT_PROBLEMS_ES, problem) ?? problem}`;

/**
 * Texts with values in them: the English as a template type (what the services may throw) and as a
 * pattern, and the Spanish from the values. `api-texts.test.ts` holds each pattern to a sample of its type.
 */
export type PatternText =
  | `${Noun} was not found`
  | `A ${string} cannot be undone`
  | `Its old id or external id (${string}) is in use again`
  | `This notice is ${string} already`
  | `The videos can be restored from ${string} (10 days after the counter-notice)`
  | `A ${string} cannot be merged into itself`
  | `This ${string} still has videos: merge it into another ${string} instead`
  | `a range covers at most ${number} days`
  | `The caption file is not valid WebVTT: line ${string}: ${string}`
  | `line ${string}: ${string}`
  | `DMCA notice #${number} holds this video (${string}`
  | `${string} was refused: ${string}`
  | `${'not a media file ffprobe can read' | 'its video does not decode'}${string}`
  | 'it has no video stream'
  | 'it is a still picture, not a video'
  | 'it has no duration'
  | 'its video stream has no picture size'
  | `${number} videos taken down`
  | `${number} videos restored`
  | `${number} ${'video' | 'videos'} removed from your history`
  | `${'Star' | 'Category'} merged; ${number} videos moved`
  | `${'Star' | 'Category'} deleted`
  | `Unknown query parameter${'' | 's'}: ${string}`
  | `No route for ${string} ${string}`
  | `${string} is not allowed here; use ${string}`
  | `no category ${string}`
  | `no star ${string}`
  | `A password has at ${'least' | 'most'} ${number} characters`
  | `A username has at most ${number} characters`
  | `An e-mail address has at most ${number} characters`
  | `rating must be a whole number from ${number} to ${number}`;

export const PATTERNS_ES: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^(.+) was not found$/, (what) => `No se ha encontrado ${noun(what)}`],
  [/^A (.+) cannot be undone$/, (action) => `No se puede deshacer: ${action}`],
  [
    /^Its old id or external id \((.*)\) is in use again$/,
    (id) => `Su antiguo id o id externo (${id}) vuelve a estar en uso`,
  ],
  [/^This notice is (.+) already$/, (state) => `Este aviso ya está ${NOTICE_STATES_ES[state] ?? state}`],
  [
    /^The videos can be restored from (.+) \(10 days after the counter-notice\)$/,
    (day) => `Los vídeos se pueden restaurar desde el ${day} (10 días después del contraaviso)`,
  ],
  [/^A (.+) cannot be merged into itself$/, (what) => `No se puede fusionar ${noun(what)} consigo misma`],
  [
    /^This (.+) still has videos: merge it into another (.+) instead$/,
    (one) => `Esta ${bare(one)} aún tiene vídeos: fusiónala con otra`,
  ],
  [/^a range covers at most (\d+) days$/, (days) => `un intervalo abarca como máximo ${days} días`],
  [
    /^The caption file is not valid WebVTT: line (\d+): (.*)$/s,
    (line, problem) => `El archivo de subtítulos no es WebVTT válido: ${vttProblemEs(line, problem)}`,
  ],
  [/^line (\d+): (.*)$/s, vttProblemEs],
  [
    /^DMCA notice #(\d+) holds this video \(counter-notice on (.+)\): it can be restored from (.+), in the DMCA queue$/,
    (id, on, from) =>
      `El aviso DMCA n.º ${id} retiene este vídeo (contraaviso del ${on}): se puede restaurar desde el ${from}, en la cola DMCA`,
  ],
  [
    /^DMCA notice #(\d+) holds this video \(taken down on (.+)\): it can be restored 10 days after a counter-notice, in the DMCA queue$/,
    (id, on) =>
      `El aviso DMCA n.º ${id} retiene este vídeo (retirado el ${on}): se puede restaurar 10 días después de un contraaviso, en la cola DMCA`,
  ],
  [/^(.+) was refused: (.+)$/s, (file, reason) => `${file} se ha rechazado: ${mediaReasonEs(reason)}`],
  // The reason alone is the field error of the same refusal.
  ...MEDIA_REASONS_ES,
  // Confirmations with counts, and the layers' texts with values.
  [/^(\d+) videos taken down$/, (n) => `${n} vídeos retirados`],
  [/^(\d+) videos restored$/, (n) => `${n} vídeos restaurados`],
  [/^1 video removed from your history$/, () => '1 vídeo quitado de tu historial'],
  [/^(\d+) videos removed from your history$/, (n) => `${n} vídeos quitados de tu historial`],
  [
    /^(Star|Category) merged; (\d+) videos moved$/,
    (what, n) => `${what === 'Star' ? 'Estrella fusionada' : 'Categoría fusionada'}; ${n} vídeos movidos`,
  ],
  [/^(Star|Category) deleted$/, (what) => (what === 'Star' ? 'Estrella eliminada' : 'Categoría eliminada')],
  [/^Unknown query parameters?: (.*)$/s, (keys) => `Parámetro de consulta desconocido: ${keys}`],
  [/^No route for (\S+) (.*)$/s, (method, path) => `No hay ninguna ruta para ${method} ${path}`],
  [
    /^(\S+) is not allowed here; use (.+)$/,
    (method, allowed) => `${method} no se permite aquí; usa ${allowed.replaceAll(' or ', ' o ')}`,
  ],
  [/^no category (.+)$/, (id) => `no existe la categoría ${id}`],
  [/^A password has at least (\d+) characters$/, (n) => `Una contraseña tiene al menos ${n} caracteres`],
  [/^A password has at most (\d+) characters$/, (n) => `Una contraseña tiene como máximo ${n} caracteres`],
  [
    /^A username has at most (\d+) characters$/,
    (n) => `Un nombre de usuario tiene como máximo ${n} caracteres`,
  ],
  [
    /^An e-mail address has at most (\d+) characters$/,
    (n) => `Una dirección de correo electrónico tiene como máximo ${n} caracteres`,
  ],
  [
    /^rating must be a whole number from (\d+) to (\d+)$/,
    (a, b) => `rating debe ser un número entero de ${a} a ${b}`,
  ],
  [/^no star (.+)$/, (id) => `no existe la estrella ${id}`],
];
