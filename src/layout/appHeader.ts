/**
 * The id of the frame's row under the app bar (the navigation drawer and the page's column). The
 * document's head holds the first paint until that row has started (`<link rel="expect"
 * blocking="render">`, pages/_document.tsx), that is until the app bar before it has been parsed
 * whole: its controls sit at its end after a flexible space, and a slow network that delivered only
 * part of it would have the search button painted at the very end, then pushed left by the buttons
 * after it. (Chromium ends the wait as the expected element starts, so the row after the app bar is
 * expected, not the app bar.) The app bar comes right after the head's styles, so the wait is for
 * a few hundred bytes; browsers without `rel="expect"` paint as before.
 */
export const UNDER_APP_BAR_ID = 'app-body';
