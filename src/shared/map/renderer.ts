/**
 * Whether the browser draws WebGL in software (no GPU it accepts: remote desktops, virtual machines,
 * office PCs whose GPU driver the browser refuses). There a map frame costs about as much as its pixels
 * (about 110 ms at 1440 × 900), so the map draws fewer pixels while the camera moves
 * (src/ui/map/movingResolution.ts). A GPU keeps up at full resolution and is never asked to.
 */

/**
 * The renderers that draw in software, as browsers name them: Chrome's SwiftShader (in its ANGLE
 * string), Mesa's llvmpipe and softpipe (Firefox and Chrome on Linux), Windows' Microsoft Basic Render
 * Driver and macOS's Apple Software Renderer.
 */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|basic render driver|software/i;

/** Whether a WebGL renderer string (WEBGL_debug_renderer_info's, or RENDERER's) names a software renderer. */
export function isSoftwareRenderer(renderer: string | null | undefined): boolean {
  return !!renderer && SOFTWARE_RENDERERS.test(renderer);
}

/**
 * How much of the full pixel ratio a software renderer draws while the camera moves: about a seventh of
 * the pixels. Each frame is also read back whole for the browser's software compositor, so its cost
 * follows its pixels: at half (a quarter of the pixels) a drag's frames on the dense park still came
 * 67 ms apart at the 95th percentile at 1440 × 900 on SwiftShader; at three-eighths, 50 ms
 * (docs/benchmarks.md). The view is blurred only while it moves, and sharp again as it rests.
 */
export const MOVING_RESOLUTION = 0.375;
