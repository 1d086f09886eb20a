/** The playlists feature as the composition root sees it. */
export { playlistRoutes, playlistVideoRoutes } from './playlists.routes.js';
export { PlaylistService } from './playlists.service.js';
export { PLAYLIST_HEAD_COLUMNS, PlaylistRepository } from './playlists.repository.js';
