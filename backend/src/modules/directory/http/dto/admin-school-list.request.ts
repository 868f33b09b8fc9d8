import { LimitParam, PageParam, SearchParam } from '../../../../shared/http';

/** Server-side search and pagination of the admin Schools tab. */
export class AdminSchoolListRequest {
  @SearchParam('Free text; the fields searched depend on the table')
  search?: string;

  @PageParam()
  page: number = 1;

  @LimitParam()
  limit: number = 20;
}
