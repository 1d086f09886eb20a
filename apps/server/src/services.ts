import { RatingPrior, memberDataOf } from './catalogue/index.js';
import { transactionRunner } from './db/transaction.js';
import type { Deps } from './deps.js';
import { PeriodicTask } from './infra/periodic.js';
import { ACCOUNT_POLICY, AccountRepository, AccountService } from './accounts/index.js';
import { ActorRepository, ActorService } from './actors/index.js';
import { AdRepository, AdService } from './ads/index.js';
import { CategoryRepository, CategoryService } from './categories/index.js';
import { CommentRepository, CommentService } from './comments/index.js';
import { FavouriteRepository, FavouriteService } from './favourites/index.js';
import { FollowRepository, FollowService } from './follows/index.js';
import { HistoryRepository, HistoryService } from './history/index.js';
import { MemberRepository, MemberService } from './members/index.js';
import { PlaylistRepository, PlaylistService } from './playlists/index.js';
import { RatingRepository, RatingService } from './ratings/index.js';
import {
  NeighbourRebuilder,
  NeighbourRepository,
  RecommendationRepository,
  RecommendationService,
} from './recommendations/index.js';
import { SearchRepository, SearchService } from './search/index.js';
import { SitemapRepository, SitemapService } from './sitemap/index.js';
import { SocialImageService } from './social-images/index.js';
import {
  ListingRepository,
  VideoRepository,
  VideoService,
  ViewRecorder,
  ViewRepository,
} from './videos/index.js';
import { DEDUP_WINDOW_MS, VisitClaims } from './security/visitors.js';
import {
  AdsAdminRepository,
  AdsAdminService,
  AuditRepository,
  AuditService,
  DashboardRepository,
  DmcaRepository,
  DmcaService,
  ModerationRepository,
  ModerationService,
  PlaylistsAdminRepository,
  PlaylistsAdminService,
  TaxaAdminService,
  TAXON_UNDO,
  TaxaRepository,
  VideosAdminRepository,
  VideosAdminService,
  CaptionsService,
  CaptionsRepository,
  TrafficRepository,
  TrafficService,
  type AdminServices,
} from './admin/index.js';
import { trafficSource } from './ops/index.js';
import {
  expireUploads,
  FeedImporter,
  FeedRepository,
  MediaRepository,
  MediaService,
  MediaWorker,
  type WorkerSettings,
} from './media/index.js';

/** How often a process looks for abandoned uploads (at most; a short expiry is checked twice as often). */
const UPLOAD_SWEEP_MS = 60 * 60_000;

/** Work that runs beside the requests, on timers: started once the app listens, stopped before it closes. */
export interface BackgroundJobs {
  start(): void;
  /** Stops the timers and finishes what is pending (the views waiting in the inbox are folded into the counters). */
  stop(): Promise<void>;
}

/**
 * Every service of the site, each built once. Their methods take plain values (ids, paging, the signed-in
 * member), so the HTTP routes and anything else that renders the site call the same ones.
 */
export interface Services {
  accounts: AccountService;
  actors: ActorService;
  ads: AdService;
  categories: CategoryService;
  comments: CommentService;
  favourites: FavouriteService;
  /** Followed stars (docs/decisions/0032). */
  follows: FollowService;
  /** Watch history and resume positions (docs/decisions/0032). */
  history: HistoryService;
  members: MemberService;
  playlists: PlaylistService;
  ratings: RatingService;
  /** "Recommended for you" and the wizard (docs/decisions/0034). */
  recommendations: RecommendationService;
  search: SearchService;
  videos: VideoService;
  jobs: BackgroundJobs;
  /** Ingest and media job progress (docs/decisions/0025). */
  media: MediaService;
  /** Runs media jobs; started with `jobs` when MEDIA_WORKER is on, or alone by `npm run worker`. */
  mediaWorker: MediaWorker;
  /** Another worker with some settings changed (the CLI runs the jobs it queued with one). */
  newMediaWorker(overrides: Partial<WorkerSettings>): MediaWorker;
  sitemap: SitemapService;
  /** The pictures of the page heads (og:image), made from ours (docs/decisions/0051). */
  socialImages: SocialImageService;
  /** The staff area (docs/departures.md). */
  admin: AdminServices;
  /** Partner feed import (`npm run media -- import-feed`). */
  feedImport: FeedImporter;
}

const CLAIMS_PURGE_MS = 5 * 60_000;
/** How often the video neighbours are rebuilt from the views, ratings and favourites (docs/decisions/0034). */
const NEIGHBOURS_REBUILD_MS = 15 * 60_000;

/** The composition root: the one place that builds repositories and services and wires them together. */
export function createServices(deps: Deps): Services {
  const { database, cache, versions, clock, limiter, logger } = deps;
  const db = database.db;
  const transaction = transactionRunner(db);

  const claims = new VisitClaims(db);
  const views = new ViewRecorder(
    new ViewRepository(db),
    transaction,
    claims,
    deps.config.viewFlushMs,
    logger,
  );
  const claimsPurge = new PeriodicTask(
    'purging old view and ad claims',
    CLAIMS_PURGE_MS,
    async () => {
      await claims.purge(clock.now(), DEDUP_WINDOW_MS);
    },
    logger,
  );
  const members = new MemberService(new MemberRepository(db));
  const categories = new CategoryService(new CategoryRepository(db), cache);
  const actors = new ActorService(new ActorRepository(db), cache);
  const ratingRepository = new RatingRepository(db);
  const favouriteRepository = new FavouriteRepository(db);
  const videos = new VideoService(
    new VideoRepository(db),
    new ListingRepository(db),
    categories,
    actors,
    views,
    {
      ratingOf: (memberId, videoId) => ratingRepository.ratingOf(memberId, videoId),
      isFavourite: (memberId, videoId) => favouriteRepository.isFavourite(memberId, videoId),
    },
    new RatingPrior(db, clock),
    cache,
    versions,
    clock,
  );

  const neighbourRebuilder = new NeighbourRebuilder(deps.database);
  const recommendations = new RecommendationService(
    new RecommendationRepository(db),
    new NeighbourRepository(db),
    neighbourRebuilder,
    videos,
    cache,
    transaction,
    clock,
  );
  const rebuildNeighbours = async () => {
    await recommendations.rebuildNeighbours();
  };
  const neighboursRebuild = new PeriodicTask(
    'rebuilding video neighbours',
    NEIGHBOURS_REBUILD_MS,
    rebuildNeighbours,
    logger,
  );
  let firstRebuild: Promise<void> | undefined;
  // Every serving process sweeps its own upload folder (uploads live on the machine that took them).
  const uploadSweep = new PeriodicTask(
    'expiring abandoned uploads',
    Math.min(UPLOAD_SWEEP_MS, deps.config.media.uploadExpireMs / 2),
    async () => {
      const removed = await expireUploads(deps.config.media.uploadDir, clock.now().getTime(), {
        expireMs: deps.config.media.uploadExpireMs,
        maxBytes: deps.config.media.uploadMaxBytes,
      });
      if (removed.abandoned + removed.oversized > 0) logger.info({ removed }, 'expired unfinished uploads');
    },
    logger,
  );

  const comments = new CommentService(
    new CommentRepository(db),
    videos,
    members,
    limiter,
    transaction,
    versions,
    clock,
    deps.config.reportAutoHide,
  );
  const favourites = new FavouriteService(favouriteRepository, members, videos, transaction, versions, clock);
  const follows = new FollowService(new FollowRepository(db), actors, versions, clock);
  const history = new HistoryService(new HistoryRepository(db), videos, clock);
  const playlistRepository = new PlaylistRepository(db);
  const playlists = new PlaylistService(playlistRepository, members, videos, transaction, versions, clock);
  const ratings = new RatingService(
    ratingRepository,
    videos,
    new RatingPrior(db, clock),
    transaction,
    versions,
    clock,
  );
  const accounts = new AccountService(
    new AccountRepository(db),
    deps.mailer,
    limiter,
    transaction,
    versions,
    clock,
    deps.config,
    logger,
    // Every feature that holds rows of a member exports and erases its own part (docs/decisions/0045).
    memberDataOf(playlists, favourites, ratings, comments, views, follows, history, recommendations),
  );
  const sessionPurge = new PeriodicTask(
    'purging expired sessions',
    ACCOUNT_POLICY.sessionPurgeMs,
    async () => {
      await accounts.purgeExpiredSessions();
    },
    logger,
  );

  const audit = new AuditRepository(db);
  const mediaRepository = new MediaRepository(db);
  const mediaConfig = deps.config.media;
  const media = new MediaService(
    mediaRepository,
    transaction,
    clock,
    {
      ffmpegPath: deps.config.ffmpegPath,
      ffprobePath: mediaConfig.ffprobePath,
      incomingDir: mediaConfig.incomingDir,
      maxAttempts: mediaConfig.maxAttempts,
    },
    audit,
    versions,
  );
  const newMediaWorker = (overrides: Partial<WorkerSettings>) =>
    new MediaWorker(
      mediaRepository,
      transaction,
      deps.storage,
      videos,
      clock,
      {
        ffmpegPath: deps.config.ffmpegPath,
        ffprobePath: mediaConfig.ffprobePath,
        x264Preset: mediaConfig.x264Preset,
        concurrency: mediaConfig.concurrency,
        leaseMs: mediaConfig.leaseMs,
        retryBaseMs: mediaConfig.retryBaseMs,
        ...overrides,
      },
      logger,
    );
  const mediaWorker = newMediaWorker({});
  media.onJobQueued(() => mediaWorker.wake());
  const dmcaRepository = new DmcaRepository(db);
  const { storage, versions: bumps } = deps;
  const ffmpegPath = deps.config.ffmpegPath;
  const staffTools = { audit, storage, transaction, versions: bumps, clock, ffmpegPath };
  const videosAdmin = new VideosAdminService(new VideosAdminRepository(db), staffTools);
  const taxaAdmin = new TaxaAdminService(new TaxaRepository(db), staffTools);
  // Counted from now: the staff dashboard's last hour of traffic (docs/decisions/0081).
  const traffic = trafficSource(() => clock.now().getTime());
  const admin: AdminServices = {
    videos: videosAdmin,
    captions: new CaptionsService(new CaptionsRepository(db), storage, staffTools),
    taxa: taxaAdmin,
    moderation: new ModerationService(
      new ModerationRepository(db),
      dmcaRepository,
      new DashboardRepository(db),
      audit,
      accounts,
      transaction,
      bumps,
      clock,
    ),
    ads: new AdsAdminService(new AdsAdminRepository(db), staffTools),
    dmca: new DmcaService(
      dmcaRepository,
      audit,
      deps.mailer,
      limiter,
      transaction,
      bumps,
      clock,
      deps.config,
    ),
    audit: new AuditService(audit, {
      ...Object.fromEntries(Object.keys(TAXON_UNDO).map((action) => [action, taxaAdmin])),
      'video.delete': videosAdmin,
    }),
    playlists: new PlaylistsAdminService(new PlaylistsAdminRepository(db), playlistRepository, staffTools),
    traffic: new TrafficService(traffic, new TrafficRepository(db), clock, deps.config.metrics.counted),
  };

  return {
    admin,
    accounts,
    actors,
    ads: new AdService(new AdRepository(db), claims, transaction, clock),
    categories,
    comments,
    favourites,
    follows,
    history,
    members,
    playlists,
    ratings,
    recommendations,
    search: new SearchService(new SearchRepository(db, database.engine), cache, videos, categories, clock),
    videos,
    media,
    mediaWorker,
    newMediaWorker,
    sitemap: new SitemapService(new SitemapRepository(db), deps.config.publicUrl),
    socialImages: new SocialImageService({
      storage: deps.storage,
      ffmpegPath: deps.config.ffmpegPath,
      siteName: deps.config.siteName,
    }),
    feedImport: new FeedImporter(
      new FeedRepository(db),
      mediaRepository,
      transaction,
      deps.storage,
      videos,
      clock,
      versions,
      deps.config.partnerOrigins,
      {
        queue: async (tx, videoId, url, now) => {
          await mediaRepository.insertJob(tx, {
            videoId,
            kind: 'thumbnail',
            sourcePath: url,
            sourceName: url,
            maxAttempts: mediaConfig.maxAttempts,
            now,
          });
        },
        wake: () => mediaWorker.wake(),
      },
    ),
    jobs: {
      start() {
        views.start();
        traffic.start();
        uploadSweep.start();
        // Site-wide jobs run in one process only: on SQLite, two rebuilds at once would hold the one
        // writer's lock in turn for seconds each (docs/decisions/0016).
        if (deps.config.siteJobs) {
          logger.info('running the site-wide jobs');
          sessionPurge.start();
          claimsPurge.start();
          neighboursRebuild.start();
          // A fresh database has neighbours at once rather than after the first interval.
          firstRebuild = recommendations.rebuildNeighboursIfNone().then(
            () => undefined,
            (error: unknown) => {
              logger.error({ err: error }, 'rebuilding video neighbours failed');
            },
          );
        }
        if (mediaConfig.runWorker) mediaWorker.start();
      },
      async stop() {
        traffic.stop();
        uploadSweep.stop();
        sessionPurge.stop();
        claimsPurge.stop();
        neighboursRebuild.stop();
        await neighbourRebuilder.stop();
        await firstRebuild;
        await mediaWorker.stop();
        await views.stop();
      },
    },
  };
}
