export type SharedPackage = 'react' | 'react-dom' | 'antd';
export declare const SHARED_PACKAGES: SharedPackage[];
/** The shared packages, and Module Federation's runtime core (provided by the shell, not shared). */
export declare function copyMarkers(): Record<
  SharedPackage | 'federation-runtime-core',
  (js: string) => boolean
>;
export declare function installedVersion(pkg: string): string;
