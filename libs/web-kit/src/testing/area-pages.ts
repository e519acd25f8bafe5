import { resources } from '@marketplace/i18n/resources';
import { areaPageTitleKey, type AreaRoutesConfig } from '../components/area-routes';

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
