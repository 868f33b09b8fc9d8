/**
 * The page's only script in the HTML (index.html), a few hundred bytes: it decides when the app's
 * code is fetched.
 *
 * A page the server rendered (the public routes, issue 21) is complete without the app: its text,
 * links and the directory's GET form work from the HTML alone. So the browser first paints it and
 * only then fetches and runs the app, which takes the HTML over (`startApp`, app/main.tsx). Fetching
 * the app's 200-300 KB first held the first paint back on a phone: every script asked for in the
 * head was downloaded and run before the page showed anything. The visitor's first input (a touch,
 * a key, a focused box) starts the app at once if the paint has not yet done so. Until the app has
 * taken the page over, a click is held and clicked again once it has, and text typed into a box is
 * handed to React then (React keeps the text a hydrated box shows, but its state holds what the server
 * rendered, and the next render would wipe the text). The plain shell (signed-in areas) starts the app
 * at once.
 */
import { SERVER_STATE_ELEMENT_ID } from './server-state';
import './global.css';

/** `<meta name="page-scripts">`: the served page's own chunks (backend shared/http/spa.ts). */
const PAGE_SCRIPTS_META = 'meta[name="page-scripts"]';
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let started: Promise<void> | undefined;
let heldClick: Element | undefined;
/** Where the left button went down before the app took the page over (a menu such as MUI's Select opens on the press). */
let pressed: Element | undefined;
/** The link the held click was on: followed if the page replaced it meanwhile (a 404 page asks again on hydration). */
let heldLink: HTMLAnchorElement | undefined;
/** Text boxes typed into before the app took the page over, with their text. */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

/** Fetches the page's chunks beside the app's (not after it has run) and starts the app. */
function start(): Promise<void> {
  if (started) return started;
  for (const type of INPUT_EVENTS) document.removeEventListener(type, onFirstInput, true);
  const scripts = document.querySelector<HTMLMetaElement>(PAGE_SCRIPTS_META)?.content.split(' ') ?? [];
  // One insertion for all of them (a page has dozens of small chunks).
  const links = document.createDocumentFragment();
  for (const href of scripts.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    links.appendChild(link);
  }
  document.head.appendChild(links);
  // On a server-rendered page the app's code runs in three tasks, React first, then the libraries: the
  // page's chunks, main's among them, are already being fetched (the preloads above). Running a module
  // graph is one task however large, and the whole graph at once blocked a phone's input for longer than
  // any other task of the page load. The plain shell fetches it all at once.
  const libraries =
    scripts.length > 0
      ? import('./react-runtime')
          .then(nextTask)
          .then(() => import('./libraries'))
          .then(nextTask)
      : Promise.resolve();
  started = libraries
    .then(() => import('./main'))
    // Running the app's code is one long task; the page starts in the next one, so input waits for neither.
    .then((app) => nextTask().then(() => app))
    // Bounded: a page whose code never arrives must not keep its buttons from being clicked.
    .then(({ startApp }) => Promise.race([startApp(), new Promise<void>((resume) => setTimeout(resume, 10_000))]))
    .finally(() => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('mousedown', rememberPress, true);
      document.removeEventListener('input', rememberTyped, true);
      for (const [box, text] of typed) if (box.isConnected) handToReact(box, text);
      typed.clear();
      const click = heldClick;
      const press = pressed;
      heldClick = pressed = undefined;
      // Dispatched rather than `click()`: the target may be an icon's SVG inside the button, which has no `click()`.
      // The press goes first when it was on the same element: a select opens its menu on the press, not the click.
      if (click?.isConnected) {
        const init = { bubbles: true, cancelable: true, view: window, button: 0 };
        if (press === click)
          for (const type of ['mousedown', 'mouseup']) click.dispatchEvent(new MouseEvent(type, init));
        click.dispatchEvent(new MouseEvent('click', init));
      } else if (heldLink && (!heldLink.target || heldLink.target === '_self')) window.location.assign(heldLink.href);
      heldLink = undefined;
    });
  return started;
}

function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}

function onFirstInput(): void {
  void start();
}

/**
 * A click before the app has taken the page over is held and clicked again once it has: a button does
 * nothing yet, a counted link (a school's website, phone or directions) would go uncounted, and a link
 * followed while React was still hydrating was sometimes dropped by the router. A click with a modifier
 * key or another button (a new tab) goes as it is, and so does a click a script made (the held one).
 * Should the app never arrive, the held click is clicked again all the same: a link then simply goes.
 */
function holdClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  if (!target || modified || !event.isTrusted) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = target;
  heldLink = target.closest<HTMLAnchorElement>('a[href]') ?? undefined;
  void start();
}

function rememberPress(event: MouseEvent): void {
  if (event.isTrusted && event.button === 0 && event.target instanceof Element) pressed = event.target;
}

function rememberTyped(event: Event): void {
  const box = event.target;
  if (
    box instanceof HTMLTextAreaElement ||
    (box instanceof HTMLInputElement && box.type !== 'checkbox' && box.type !== 'radio')
  )
    typed.set(box, box.value);
}

/**
 * Shows React a box's text as typed: React notices a change when the box's text differs from the one
 * it last saw, which its own setter of `value` records. That setter takes a different text first,
 * the browser's own then puts the typed one back, and the input event reports it.
 */
function handToReact(box: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const ownSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box) as object, 'value')?.set;
  if (!ownSetter) return;
  box.value = `${text} `;
  ownSetter.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs `then` once the browser has painted the page (the first paint, then a frame after it). */
function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    requestAnimationFrame(() => setTimeout(then, 0));
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return once();
  try {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'paint' });
  } catch {
    // A browser without paint timing: the load event stands in for it.
    window.addEventListener('load', once, { once: true });
  }
  // A tab opened in the background paints nothing until shown: start anyway, so it is ready then.
  setTimeout(() => {
    if (!done) void start();
  }, 3000);
}

if (document.getElementById(SERVER_STATE_ELEMENT_ID)) {
  for (const type of INPUT_EVENTS) document.addEventListener(type, onFirstInput, { capture: true, passive: true });
  document.addEventListener('click', holdClick, true);
  document.addEventListener('mousedown', rememberPress, true);
  document.addEventListener('input', rememberTyped, true);
  afterFirstPaint(() => void start());
} else {
  void start();
}
