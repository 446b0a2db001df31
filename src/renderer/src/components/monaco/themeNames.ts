export const LIGHT_THEME = 'workbench-light';
export const DARK_THEME = 'workbench-dark';
