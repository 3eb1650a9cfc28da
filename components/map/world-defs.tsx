import { baseMap } from "./world-flight-map";

export const WORLD_LAND_ID = "world-land";

/**
 * The land outline, written once per page for every world map on it to <use>: the dashboard's two maps would
 * otherwise carry the same 57 KB path twice, in the HTML and again in the page's data.
 */
export function WorldDefs() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute" focusable="false">
      <defs>
        <path id={WORLD_LAND_ID} d={baseMap().land} vectorEffect="non-scaling-stroke" />
      </defs>
    </svg>
  );
}
