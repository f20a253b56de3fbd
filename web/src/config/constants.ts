/**
 * Numbers and names the shell depends on, in one place. The spec values (01 §9) are quoted so a
 * reader can check them against the spec without hunting.
 */

/** Spec 01 §9: "Toast auto-close 5 seconds". */
export const TOAST_AUTO_CLOSE_MS = 5_000;

/** Spec 01 §2: "Side panel shows only when the window is wider than 768 px". */
export const WIDE_SCREEN_MIN_PX = 768;
/** Strictly wider than 768 px, written as a media query matchMedia understands everywhere. */
export const WIDE_SCREEN_QUERY = `(min-width: ${WIDE_SCREEN_MIN_PX + 1}px)`;

/** Spec 01 §7: every call carries the header `platform: w1`. */
export const API_PLATFORM = 'w1';

/**
 * Every key the web app persists starts with this prefix, so logout removes exactly what the app
 * owns (spec 01 §4) and nothing another script on the origin keeps.
 */
export const STORAGE_PREFIX = 'fluentia:';

/** Where a signed-in visitor lands when no return_path is given (spec 01 §2, login page). */
export const DEFAULT_RETURN_PATH = '/mydashboard';

/** Spec 02 §9: "Carousel interval 10000 ms" (the login page's learner stories, components/ui/carousel.tsx). */
export const CAROUSEL_INTERVAL_MS = 10_000;
