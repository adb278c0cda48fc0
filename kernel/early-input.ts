// What a visitor does to a prerendered page before the app has started (issue #36 item 1).
//
// Every route paints from its own HTML (issue #25): the frame's fields are drawn, and a fast user
// types into them before the scripts have arrived. Those fields stay usable (plain, uncontrolled
// inputs, nothing inert), and the inline script below, which the server puts right after #root on
// every page with a frame (server/http/spa.ts; its CSP hash is taken like the other inline scripts),
// keeps what happens to them: each named control's value, the control that has the focus, and the
// last tap on a control that opted in with `data-early-tap`. When the app takes over from the
// frame (src/main.tsx), each field of the screen takes its own value from here through its own
// change handler, so it is filtered and validated exactly as typed (src/hooks/early-input.ts: the
// phone field keeps `08123` of `08ab12-3`), the focused one takes the focus back, and the tap is
// replayed on the screen's control of the same key (a disabled one ignores it, as it would a
// finger). Why this and not fields that are disabled until the app has started: the frame is
// painted 1–3 s before the app on a cheap phone, and a visitor who sees a field types into it.
//
// The script stops keeping anything once #root has `data-started` (set by the app at the
// takeover); it never changes the frame's DOM (hydration must find the server's markup) and a
// submit inside the frame never leaves the page.

/** The global the script fills and the app reads once, at the takeover. */
export const EARLY_INPUT_KEY = '__seberangEarlyInput';

/** The attribute #root carries once the app's screens have replaced the frame. */
export const STARTED_ATTRIBUTE = 'data-started';

export type EarlyInputStore = {
  /** Each named control's last value: a radio group's checked value, a checkbox's 'on' or ''. */
  values: Record<string, string>;
  /** The named control that has the focus, if any. */
  focus: string | null;
  /** The `data-early-tap` key of the last control tapped in the frame, if any. */
  tap: string | null;
};

/** The page's inline script (ES5, no dependencies: it runs before anything else). */
export const EARLY_INPUT_SCRIPT = `(function(){
var root=document.getElementById('root');if(!root)return;
var s=window.${EARLY_INPUT_KEY}={values:{},focus:null,tap:null};
function live(){return !root.hasAttribute('${STARTED_ATTRIBUTE}')}
function own(t){return live()&&t&&typeof t.name==='string'&&t.name!==''&&root.contains(t)}
function keep(e){var t=e.target;if(!own(t))return;
if(t.type==='radio'){if(t.checked)s.values[t.name]=t.value}
else if(t.type==='checkbox'){s.values[t.name]=t.checked?'on':''}
else{s.values[t.name]=t.value}}
document.addEventListener('input',keep,true);
document.addEventListener('change',keep,true);
document.addEventListener('focusin',function(e){if(own(e.target))s.focus=e.target.name},true);
document.addEventListener('focusout',function(e){var t=e.target;setTimeout(function(){
if(t.isConnected&&s.focus===t.name&&document.activeElement!==t)s.focus=null},0)},true);
document.addEventListener('click',function(e){if(!live()||!e.target||!e.target.closest)return;
var b=e.target.closest('[data-early-tap]');if(b&&root.contains(b)){e.preventDefault();s.tap=b.getAttribute('data-early-tap')}},true);
document.addEventListener('submit',function(e){if(live()&&root.contains(e.target))e.preventDefault()},true);
})();`;
