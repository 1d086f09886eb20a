/** The staff area (docs/departures.md) as the composition root sees it. */
export { adminRoutes, type AdminServices } from './admin.routes.js';
export { dmcaRoutes } from './dmca.routes.js';
export { AdsAdminRepository } from './ads-admin.repository.js';
export { AdsAdminService } from './ads-admin.service.js';
export { AuditRepository } from './audit.repository.js';
export { AuditService } from './audit.service.js';
export { ContentAdminService } from './content.service.js';
export { ContentRepository } from './content.repository.js';
export { DashboardRepository } from './dashboard.repository.js';
export { DmcaRepository } from './dmca.repository.js';
export { DmcaService } from './dmca.service.js';
export { ModerationRepository } from './moderation.repository.js';
export { ModerationService } from './moderation.service.js';
export { PlaylistsAdminRepository } from './playlists-admin.repository.js';
export { PlaylistsAdminService } from './playlists-admin.service.js';
export type { Actor } from './audit.repository.js';
export { staffOf } from './staff.js';
