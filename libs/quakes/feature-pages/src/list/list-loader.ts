import { canonicalListRedirect, isFilteredView, listArgs, listPath, parseListFilters, quakesApi } from '@meydan/quakes/data-access';
import { QUAKE_LIST_LIMITS } from '@meydan/shared/contracts/constants';
import { prefetchQuery } from '@meydan/shared/data-access/api-client';
import type { LoaderResult, RouteContext } from '@meydan/shared/util/remote-kit';
import { provinceNameOfSlug } from '../common/provinces';
import { quakesHead } from '../common/quakes-head';
import { listJsonLd } from './list-json-ld';

/**
 * `/son-depremler` and a province's `/son-depremler/{il}`: the first page of the list and the
 * sources' state are fetched on the server, so the page is whole before any script runs. The
 * plain GET form's output is sent to the view's own address first (`?city=izmir` → `/izmir`).
 * The list and the province pages are indexed; a view narrowed or reordered further is not (it
 * is a variation of its province's page). A refused or failed list still renders the page, with
 * the API's sentence or a retry (the shell's error page has neither), and is not indexed.
 */
export async function loadQuakeList(ctx: RouteContext): Promise<LoaderResult> {
  const slug = ctx.params['slug'];
  const redirect = canonicalListRedirect(ctx.edition, ctx.pathname, slug, ctx.search);
  if (redirect) return { redirect: { to: redirect, status: 302 } };
  const filters = parseListFilters(slug, ctx.search);
  const [list] = await Promise.all([
    prefetchQuery(ctx, quakesApi.endpoints.getQuakeList.initiate(listArgs(ctx.edition, filters))),
    prefetchQuery(ctx, quakesApi.endpoints.getQuakeSources.initiate({ edition: ctx.edition })),
  ]);
  const t = ctx.i18n.getFixedT(ctx.edition, 'quakes');
  const province = provinceNameOfSlug(t, filters.province);
  const title = province ? t('list.provinceHeadTitle', { province }) : t('list.headTitle');
  const description = province ? t('list.provinceDescription', { province }) : t('list.description');
  const indexed = Boolean(list.data) && !isFilteredView(filters);
  const url = ctx.origin + (indexed ? listPath(ctx.edition, filters.province) : ctx.pathname + ctx.search);
  const pageSize = list.data?.pagination.limit ?? QUAKE_LIST_LIMITS.defaultLimit;
  const jsonLd = list.data ? listJsonLd({ origin: ctx.origin, edition: ctx.edition, name: title, description, url, items: list.data.items, firstPosition: (filters.page - 1) * pageSize + 1 }) : [];
  return { head: quakesHead(ctx, { title, description, url, indexed, jsonLd }) };
}
