import { type Static, Type } from '@sinclair/typebox';
import { DateTimeSchema, EditionSchema, Nullable } from './common.schema';
import { ImageSchema } from './image.schema';

/**
 * Games (issue 16; SPEC §2.11, §3 Game and catalogue entry, §4 games listing, §7 Games (v1)).
 * The games API lives at `/api/games/v1/…` (ARCHITECTURE §1). SPEC's `{type}` is one of
 * GAME_TYPES; a leaderboard's `{board}` is a game type too, and `{duration}` one of
 * LEADERBOARD_DURATIONS.
 */
export const GAME_TYPES = ['emojile', 'bilpop', 'zekiye', '2048', 'ttt-football'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** The games with one puzzle a day for everyone (2048's daily puzzle is the day's seed). */
export const DAILY_GAME_TYPES = ['emojile', 'bilpop', 'zekiye', '2048'] as const satisfies readonly GameType[];
export type DailyGameType = (typeof DAILY_GAME_TYPES)[number];
export const LEADERBOARD_DURATIONS = ['daily', 'weekly', 'monthly', 'all-time'] as const;
export type LeaderboardDuration = (typeof LEADERBOARD_DURATIONS)[number];

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const GameTypeSchema = literals(GAME_TYPES);
export const DailyGameTypeSchema = literals(DAILY_GAME_TYPES);
export const LeaderboardDurationSchema = literals(LEADERBOARD_DURATIONS);

/** A calendar day in Europe/Istanbul, where every daily puzzle switches at 00:00. */
export const GameDaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Europe/Istanbul)' });
const PuzzleIdSchema = Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'A puzzle (question) id' });
const UserIdSchema = Type.String({ format: 'uuid' });

// ---------------------------------------------------------------- catalogue (§3, §4)

export const GAME_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export const CatalogueEntrySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  slug: Type.String(),
  categories: Type.Array(Type.String()),
  /** Small square picture for lists (SVG drawn by the server). */
  thumbnail: Type.String(),
  /** Wide picture for the game's page and social previews (SVG drawn by the server). */
  coverImage: Type.String(),
  /** Where the game is played: a path of this site, or a partner's address shown in a sandboxed frame. */
  url: Type.String(),
  orientation: literals(GAME_ORIENTATIONS),
  /** The description in the asker's edition (the listing leaves out games without one). */
  description: Type.String(),
  /** `mediazone` for partner games, the product's name for its own. */
  source: Type.String(),
  devOnly: Type.Boolean(),
  /** One of GAME_TYPES for the games with daily puzzles and boards; null for the others. */
  gameType: Nullable(GameTypeSchema),
});
export type CatalogueEntry = Static<typeof CatalogueEntrySchema>;
export const CatalogueResponseSchema = Type.Object({ items: Type.Array(CatalogueEntrySchema) });
export type CatalogueResponse = Static<typeof CatalogueResponseSchema>;
export const CatalogueSlugParamsSchema = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }) }, { additionalProperties: false });

// ---------------------------------------------------------------- puzzles ("questions", §7)

export const GameTypeParamsSchema = Type.Object({ type: DailyGameTypeSchema }, { additionalProperties: false });
export const PuzzleParamsSchema = Type.Object({ type: DailyGameTypeSchema, id: PuzzleIdSchema }, { additionalProperties: false });
export type PuzzleParams = Static<typeof PuzzleParamsSchema>;

/**
 * What everybody may see of a puzzle. `content` depends on the game (the emoji row, the quiz's
 * questions without their answers, the teasers, 2048's seed); `solution` is present only once
 * the puzzle's day is over in Istanbul.
 */
export const PuzzleSchema = Type.Object({
  id: PuzzleIdSchema,
  type: DailyGameTypeSchema,
  edition: EditionSchema,
  day: GameDaySchema,
  /** Counts the game's days from its first puzzle (#1). */
  number: Type.Integer({ minimum: 1 }),
  content: Type.Record(Type.String(), Type.Unknown()),
  solution: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** When the next daily puzzle arrives (today's puzzle only). */
  nextAt: Type.Optional(DateTimeSchema),
});
export type Puzzle = Static<typeof PuzzleSchema>;

export const PuzzleMonthQuerySchema = Type.Object(
  { year: Type.Integer({ minimum: 2020, maximum: 2100 }), month: Type.Integer({ minimum: 1, maximum: 12 }) },
  { additionalProperties: false },
);
export const PuzzlePageQuerySchema = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })) },
  { additionalProperties: false },
);
/** Archive lists carry no content: a past puzzle is opened by its id. */
export const PuzzleSummarySchema = Type.Object({ id: PuzzleIdSchema, day: GameDaySchema, number: Type.Integer({ minimum: 1 }) });
export const PuzzleListResponseSchema = Type.Object({
  items: Type.Array(PuzzleSummarySchema),
  hasNextPage: Type.Boolean(),
});
export type PuzzleListResponse = Static<typeof PuzzleListResponseSchema>;

// ---------------------------------------------------------------- attempts

export const ATTEMPT_MODES = ['daily', 'archive', 'free'] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];
export const ATTEMPT_STATUSES = ['playing', 'won', 'lost', 'finished'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const StartAttemptBodySchema = Type.Object(
  {
    /** A past puzzle to play from the archive; today's when absent (2048 without it: free play). */
    puzzleId: Type.Optional(PuzzleIdSchema),
    /** 2048 only: free play with a fresh seed, never ranked. */
    free: Type.Optional(Type.Boolean()),
    /** Emojile and Bilpop: play with the hard rules (no hints; the hardest unlocked mode). */
    hard: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type StartAttemptBody = Static<typeof StartAttemptBodySchema>;

/**
 * An attempt in progress or finished: the short-lived token the next calls carry, the seed of a
 * seeded game, and the game's own state (guesses made, hints shown, answers checked).
 */
export const AttemptSchema = Type.Object({
  token: Type.String(),
  expiresAt: DateTimeSchema,
  type: DailyGameTypeSchema,
  puzzleId: Nullable(PuzzleIdSchema),
  mode: literals(ATTEMPT_MODES),
  /** Whether its result goes on the boards (a member's first attempt at the day's puzzle). */
  ranked: Type.Boolean(),
  seed: Type.String(),
  status: literals(ATTEMPT_STATUSES),
  score: Type.Integer({ minimum: 0 }),
  state: Type.Record(Type.String(), Type.Unknown()),
  /** The answer, once the attempt is over and the puzzle's day too (or at once for the archive). */
  solution: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** The member's rank on the day's board after a ranked finish. */
  rank: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});
export type Attempt = Static<typeof AttemptSchema>;

/** The attempt token every later call of an attempt carries in its body. */
const AttemptTokenSchema = Type.String({ minLength: 20, maxLength: 2048, pattern: '^[A-Za-z0-9_.-]+$' });

/** Longest guess a word game takes (an Emojile title, a teaser's answer). */
export const MAX_GUESS_LENGTH = 120;
/**
 * One move of a word or quiz game: Emojile's `guess` (or `hint: true` to reveal the next hint),
 * Bilpop's `option` for question `index`, Zekiye's typed `answer` for teaser `index`.
 */
export const AttemptMoveBodySchema = Type.Object(
  {
    token: AttemptTokenSchema,
    guess: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_GUESS_LENGTH })),
    hint: Type.Optional(Type.Literal(true)),
    index: Type.Optional(Type.Integer({ minimum: 0, maximum: 49 })),
    option: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
    answer: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_GUESS_LENGTH })),
  },
  { additionalProperties: false },
);
export type AttemptMoveBody = Static<typeof AttemptMoveBodySchema>;

/** The longest 2048 game a submission may carry (a game to 131072 takes under 70,000 moves). */
export const MAX_2048_MOVES = 100_000;
/** The highest score a 4×4 game of 2048 can reach (a 131072 tile made from 2s and 4s). */
export const MAX_2048_SCORE = 3_932_156;
/** 2048's moves as one letter each: u(p), r(ight), d(own), l(eft). */
export const Finish2048BodySchema = Type.Object(
  {
    token: AttemptTokenSchema,
    moves: Type.String({ maxLength: MAX_2048_MOVES, pattern: '^[urdl]*$' }),
    /** The score the browser shows: a submission whose replay disagrees is refused; none can exceed the game's maximum. */
    score: Type.Integer({ minimum: 0, maximum: MAX_2048_SCORE }),
  },
  { additionalProperties: false },
);
export type Finish2048Body = Static<typeof Finish2048BodySchema>;

// ---------------------------------------------------------------- player statuses (§7)

export const PlayerStatusParamsSchema = Type.Object(
  { id: Type.Union([Type.Literal('me'), UserIdSchema]), type: DailyGameTypeSchema, gameId: PuzzleIdSchema },
  { additionalProperties: false },
);

/** A player's standing in one game: the statistics and streaks the result panels show. */
export const PlayerStatsSchema = Type.Object({
  played: Type.Integer({ minimum: 0 }),
  won: Type.Integer({ minimum: 0 }),
  currentStreak: Type.Integer({ minimum: 0 }),
  bestStreak: Type.Integer({ minimum: 0 }),
  /** Wins by the number of guesses (index 0 = first guess); empty for games without guesses. */
  distribution: Type.Array(Type.Integer({ minimum: 0 })),
  lastDay: Nullable(GameDaySchema),
});
export type PlayerStats = Static<typeof PlayerStatsSchema>;

export const PlayerStatusSchema = Type.Object({
  type: DailyGameTypeSchema,
  puzzleId: PuzzleIdSchema,
  /** The player's attempt at that puzzle, when there is one. */
  attempt: Nullable(AttemptSchema),
  stats: PlayerStatsSchema,
  /** Bilpop: correct answers per category and the highest mode unlocked in each (SPEC §2.11). */
  progress: Type.Optional(Type.Record(Type.String(), Type.Object({ correct: Type.Integer({ minimum: 0 }), stars: Type.Integer({ minimum: 0 }), mode: Type.Integer({ minimum: 1, maximum: 3 }) }))),
});
export type PlayerStatus = Static<typeof PlayerStatusSchema>;

/** At most this many days of a guest's browser history are merged on sign-in. */
export const MAX_MERGED_RESULTS = 400;
/** A day the browser kept for a guest (local storage), merged into the member's record on sign-in. */
export const LocalResultSchema = Type.Object(
  {
    day: GameDaySchema,
    won: Type.Boolean(),
    guesses: Type.Integer({ minimum: 0, maximum: 50 }),
    score: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  },
  { additionalProperties: false },
);
export type LocalResult = Static<typeof LocalResultSchema>;
/** `POST /players/me/status`: merge a guest's local results (never ranked, never lowering a streak). */
export const MergeStatusBodySchema = Type.Object(
  { type: DailyGameTypeSchema, results: Type.Array(LocalResultSchema, { maxItems: MAX_MERGED_RESULTS }) },
  { additionalProperties: false },
);
export type MergeStatusBody = Static<typeof MergeStatusBodySchema>;
export const MergeStatusResponseSchema = Type.Object({ type: DailyGameTypeSchema, merged: Type.Integer({ minimum: 0 }), stats: PlayerStatsSchema });

// ---------------------------------------------------------------- leaderboards (§7)

export const LeaderboardParamsSchema = Type.Object({ board: GameTypeSchema, duration: LeaderboardDurationSchema }, { additionalProperties: false });
export type LeaderboardParams = Static<typeof LeaderboardParamsSchema>;
export const LeaderboardPlayerParamsSchema = Type.Object(
  { board: GameTypeSchema, duration: LeaderboardDurationSchema, id: Type.Union([Type.Literal('me'), UserIdSchema]) },
  { additionalProperties: false },
);
export const LeaderboardQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** A past period: the day (daily), any day of the week (weekly) or of the month (monthly). */
    day: Type.Optional(GameDaySchema),
  },
  { additionalProperties: false },
);

export const LeaderboardPlayerSchema = Type.Object({
  id: UserIdSchema,
  username: Type.String(),
  name: Nullable(Type.String()),
  avatar: Nullable(ImageSchema),
});
/** SPEC §3 leaderboard entry: a rank on a board for a duration, with the game's extra data. */
export const LeaderboardEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  score: Type.Integer({ minimum: 0 }),
  player: LeaderboardPlayerSchema,
  boardType: GameTypeSchema,
  duration: LeaderboardDurationSchema,
  extraData: Type.Record(Type.String(), Type.Unknown()),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>;
export const LeaderboardResponseSchema = Type.Object({
  board: GameTypeSchema,
  duration: LeaderboardDurationSchema,
  /** The period shown, e.g. `2026-11-28`, `2026-W48`, `2026-11`, `all`. */
  period: Type.String(),
  players: Type.Integer({ minimum: 0 }),
  items: Type.Array(LeaderboardEntrySchema),
  /** The asker's own entry when signed in and on the board. */
  me: Type.Optional(Nullable(LeaderboardEntrySchema)),
});
export type LeaderboardResponse = Static<typeof LeaderboardResponseSchema>;
export const LeaderboardRankResponseSchema = Type.Object({
  period: Type.String(),
  players: Type.Integer({ minimum: 0 }),
  entry: Nullable(LeaderboardEntrySchema),
});
export type LeaderboardRankResponse = Static<typeof LeaderboardRankResponseSchema>;


// ---------------------------------------------------------------- signed game headers (§7)

/**
 * `GET /signing-key`: the key the signed-in member's browser signs its game requests with (issue
 * 16 item 5), derived by the server from the session; it is never part of a bundle.
 */
export const SigningKeyResponseSchema = Type.Object({
  organization: Type.String(),
  version: Type.String(),
  /** The HMAC-SHA256 key, base64url. */
  key: Type.String(),
});
export type SigningKeyResponse = Static<typeof SigningKeyResponseSchema>;
