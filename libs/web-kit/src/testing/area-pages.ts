import { resources } from '@marketplace/i18n/resources';
import { areaPageTitleKey, type AreaRoutes, type AreaRoutesConfig } from '../app/area-routes';

/**
 * The pages of an area (its dashboard too) without a title in en or pt, as `<language>:<key>`
 * (`areaPageTitleKey`, in the area's namespace): none when every page is named in both.
 */
export function untitledAreaPages(
  namespace: AreaRoutesConfig<string>['namespace'],
  pages: readonly string[],
): string[] {
  return (['en', 'pt'] as const).flatMap((language) => {
    const titles: Record<string, string | undefined> = resources[language][namespace].pages;
    return [...pages, 'dashboard']
      .map((page) => areaPageTitleKey(page))
      .filter((key) => !titles[key.slice('pages.'.length)])
      .map((key) => `${language}:${key}`);
  });
}

/**
 * The sub-routes an area's router serves (its dashboard and not-found routes left out), each with
 * whether it draws a page of its own or the "not built yet" placeholder: what a person reaches
 * from the sidebar, read from the routes the app mounts rather than from a list beside them.
 */
export function routedAreaPages(
  routes: Pick<AreaRoutes, 'areaRoutes'>,
  built: Partial<Record<string, unknown>>,
): Array<{ page: string; built: boolean }> {
  return routes
    .areaRoutes({})
    .flatMap((route) =>
      route.path && route.path !== '*' ? [{ page: route.path, built: !!built[route.path] }] : [],
    );
}
