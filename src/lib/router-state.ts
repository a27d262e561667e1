/**
 * Opens `to` as a new page load that the app's router starts on with `state` as its location.state,
 * as if it had navigated there in place: react-router keeps a location's state in history.state.usr
 * and reads it from there when it starts. For pages hydrated without the router that send a visitor
 * to a screen which reads its state (sign-in's way back, `from`); the address stays clean.
 */
export function loadWithRouterState(to: string, state: unknown) {
  window.history.pushState({ usr: state, key: Math.random().toString(36).slice(2, 10) }, '', to);
  window.location.reload();
}
