export default {
  map: 'A helyszínek térképe',
  list: 'Helyszínek a térkép látható részén',
  inView: { one: '{count} helyszín a térkép látható részén', other: '{count} helyszín a térkép látható részén' },
  more: 'A térkép közepéhez legközelebbi {shown} látható. Nagyítson a többi megtekintéséhez.',
  none: 'A látható részen nincs helyszín. Kicsinyítse vagy mozgassa a térképet.',
  empty: 'Nincs megjeleníthető helyszín.',
  cluster: { one: '{count} helyszín, nagyítás', other: '{count} helyszínből álló csoport, nagyítás' },
  stack: { one: '{count} helyszín ezen a ponton', other: '{count} helyszín ugyanazon a ponton' },
  tilesFailed: 'A térkép háttere nem tölthető be. A helyszínek és a lista továbbra is működnek.',
  zoomIn: 'Nagyítás',
  zoomOut: 'Kicsinyítés',
};
