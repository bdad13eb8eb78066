// The chart library and its few layout rules, in one chunk that only pages drawing a chart load
// (the console's first load does not carry it). The rules are uPlot's own stylesheet, cut to what
// a chart without its legend needs (this build has no CSS loader).
import uPlot from 'uplot';

const STYLE_ID = 'haulstop-uplot';
const CSS = `.uplot,.uplot *,.uplot *::before,.uplot *::after{box-sizing:border-box}.uplot{line-height:1.5;width:min-content}
.u-wrap{position:relative;user-select:none}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}
.uplot canvas{display:block;position:relative;width:100%;height:100%}.u-axis{position:absolute}
.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none;will-change:transform}
.u-hz .u-cursor-x{height:100%;border-right:1px dashed #607D8B}.u-hz .u-cursor-y{width:100%;border-bottom:1px dashed #607D8B}
.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;border:0 solid;pointer-events:none;will-change:transform;background-clip:padding-box!important}
.u-select{background:rgba(0,0,0,0.07);position:absolute;pointer-events:none}.u-off{display:none}`;

function addStyle(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}

addStyle();

export { uPlot };
