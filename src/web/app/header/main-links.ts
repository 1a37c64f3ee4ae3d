/** Header links beside Shop and Inch Config. */
export const MAIN_LINKS = [
  { to: '/configurator', label: 'Configurator' },
  { to: '/best-designs', label: 'Best Designs' },
  { to: '/about', label: 'About' },
] as const;
