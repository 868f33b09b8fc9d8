/**
 * Whether this browser can draw a MapLibre map: WebGL 2 or 1 (a browser without a GPU and without a
 * software renderer has neither). Asked once, on the first map shown without a Google key.
 */
export function supportsWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
