/** The name of the button the bundle makes on legacy pages (Czech). */
export default {
  top: 'Nahoru',
};
