/**
 * SPEC §2.6 Embed group (issue 16 item 6): a page of ours framed by another site reports its
 * height to the framing page, which resizes the frame (no scrollbar inside it). Runs from the
 * boot loader, so the height is told without the app. The message names nothing private: any
 * page may frame an embed, and every embed is public.
 */
export const EMBED_HEIGHT_MESSAGE = 'meydan:embed-height';

export function reportEmbedHeight(): void {
  if (!location.pathname.startsWith('/embed/') || window.parent === window) return;
  let last = -1;
  const post = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, '*');
  };
  post();
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.body);
  else window.addEventListener('resize', post);
}
