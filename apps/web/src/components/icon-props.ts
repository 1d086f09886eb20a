/**
 * What the inline SVG icons share. Icons are SVG because characters such as U+1F50A or U+26F6 show as empty
 * boxes on a device without an emoji font.
 */

/** A square icon of `size` px in the text's colour, hidden from assistive technology (its button is named). */
export const svgIcon = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: `0 0 ${String(size)} ${String(size)}`,
    fill: 'currentColor',
    'aria-hidden': true,
    focusable: false,
  }) as const;

/** A path drawn as a line of `width`, not filled, in the icon's colour, its ends and corners round. */
export const lineProps = (width: number) =>
  ({
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: width,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }) as const;
