/** The members feature as other features and the composition root see it. */
export { memberRoutes } from './members.routes.js';
export { MemberService } from './members.service.js';
export { MemberRepository } from './members.repository.js';
