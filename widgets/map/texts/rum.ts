export default {
  map: 'Harta locațiilor',
  list: 'Locații în zona vizibilă a hărții',
  inView: { one: '{count} locație în zona vizibilă a hărții', few: '{count} locații în zona vizibilă a hărții', other: '{count} de locații în zona vizibilă a hărții' },
  more: 'Sunt afișate cele mai apropiate {shown} de centrul hărții. Măriți harta pentru a le vedea pe celelalte.',
  none: 'Nicio locație în zona vizibilă. Micșorați sau mutați harta.',
  empty: 'Nicio locație de afișat.',
  cluster: { one: '{count} locație, măriți', few: 'Grup de {count} locații, măriți', other: 'Grup de {count} de locații, măriți' },
  stack: { one: '{count} locație în acest loc', few: '{count} locații în același loc', other: '{count} de locații în același loc' },
  tilesFailed: 'Fundalul hărții nu a putut fi încărcat. Locațiile și lista funcționează în continuare.',
  zoomIn: 'Mărește',
  zoomOut: 'Micșorează',
};
