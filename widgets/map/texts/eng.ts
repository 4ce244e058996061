export default {
  map: 'Map of locations',
  list: 'Locations in the visible map area',
  inView: { one: '{count} location in the visible map area', other: '{count} locations in the visible map area' },
  more: 'Showing the {shown} nearest the map centre. Zoom in to see the others.',
  none: 'No locations in the visible area. Zoom out or move the map.',
  empty: 'No locations to show.',
  cluster: { one: '{count} location, zoom in', other: 'Group of {count} locations, zoom in' },
  stack: { one: '{count} location at this spot', other: '{count} locations at the same spot' },
  tilesFailed: 'The map background could not be loaded. The locations and the list still work.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
};
