import { closeBidi } from '../lib/bidi';

/**
 * A string from the platform (a title, a name, a description) set into other text: isolated, and
 * its own bidi controls closed, so it can reorder nothing but itself (docs/renderer.md, "Platform
 * text"). A string alone in its cell, list item or heading needs no wrapper.
 */
export function PlatformText({ children }: { children: string }) {
  return <bdi>{closeBidi(children)}</bdi>;
}

/**
 * The workbench's words with one platform string between “ and ” (an outbox entry's summary:
 * `Create cheatsheet “…”`): that string isolated, so its controls cannot pull the closing quote or
 * the words after it into itself.
 */
export function QuotedPlatformText({ children }: { children: string }) {
  const open = children.indexOf('“');
  const close = children.lastIndexOf('”');
  if (open < 0 || close < open) return <PlatformText>{children}</PlatformText>;
  return (
    <>
      {children.slice(0, open + 1)}
      <PlatformText>{children.slice(open + 1, close)}</PlatformText>
      {children.slice(close)}
    </>
  );
}
