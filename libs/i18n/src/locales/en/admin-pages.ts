/**
 * The admin area's pages by name: the sidebar's entries (`layout:nav`) and the pages' titles
 * (`admin:pages`) say the same words, so they are written once.
 */
export const adminPageNames = {
  companies: 'Companies',
  users: 'Users',
  rounds: 'Rounds',
  orders: 'Orders',
  categories: 'Categories',
  settings: 'Settings',
};
