export type SharedPackage = 'react' | 'react-dom' | 'antd';
export declare const SHARED_PACKAGES: SharedPackage[];
export declare function copyMarkers(): Record<SharedPackage, (js: string) => boolean>;
export declare function installedVersion(pkg: string): string;
