/** A sign's profile in one edition (the sign page's texts). */
export interface SignProfileText {
  /** One line, for cards and descriptions. */
  tagline: string;
  overview: readonly [string, string];
  personality: string;
  love: string;
  career: string;
  health: string;
  /** 4–5 short phrases. */
  strengths: readonly string[];
  /** 3–4 short phrases. */
  challenges: readonly string[];
}
