export const rootColor = () => document.documentElement.style.getPropertyValue('--qek-primary');
