// The widget of docs/adding-a-widget.md in one place: its spec and its component, bound.
import { bindWidget } from '../../../index.ts';
import { LikertScaleWidget } from './LikertScaleWidget.tsx';
import { likertScaleSpec } from './likertScaleSpec.ts';

export const likertScale = bindWidget(likertScaleSpec, LikertScaleWidget);
