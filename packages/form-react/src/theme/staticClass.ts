import createEmotion from '@emotion/css/create-instance';

/**
 * form-react's own emotion instance (class names `fr-<hash>`) for the parts
 * that re-render on every keystroke: inputs, their field wrapper, label,
 * counter. An emotion `css` prop wraps its element in two components that
 * serialise the styles on every render; `staticClass` serialises once, when
 * the module loads, and the element takes a plain `className`. Same style
 * objects, same look (docs/performance.md).
 */
const emotion = createEmotion({ key: 'fr' });

export const staticClass = emotion.css;
export const joinClasses = emotion.cx;
