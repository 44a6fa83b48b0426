/**
 * The query parameter of an open picture: `{article route}?image=3` (1-based, in body order).
 * One neutral word in every edition, like the quiz's `?result=` and the sign-in's `?login=1`: the
 * address is for sharing, the server and the e2e suite read it the same way everywhere, and the
 * canonical URL leaves it out. A module of its own: the article loader reads it on every article.
 */
export const VIEWER_PARAM = 'image';
