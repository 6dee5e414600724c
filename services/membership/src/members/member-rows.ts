import { DataSource } from 'typeorm';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { MemberEntity } from './member.entity';

/**
 * Member rows read with plain statements and hydrated with TypeORM's own value conversions: the list is
 * the hottest read of the portal, and building a 49-column aliased query per request costs more than the
 * query itself. The column lists are built once.
 */
export class MemberRows {
  private columnsCache?: ColumnMetadata[];
  private selectListCache?: string;
  private aliasedListCache?: string;

  constructor(private readonly dataSource: DataSource) {}

  /** Every member column, for `SELECT <list> FROM members`. */
  selectList(): string {
    this.selectListCache ??= this.columns()
      .map((c) => `"${c.databaseName}"`)
      .join(', ');
    return this.selectListCache;
  }

  /** The same columns of the table aliased `m`. */
  aliasedSelectList(): string {
    this.aliasedListCache ??= this.columns()
      .map((c) => `m."${c.databaseName}"`)
      .join(', ');
    return this.aliasedListCache;
  }

  hydrate(rows: Record<string, unknown>[]): MemberEntity[] {
    const columns = this.columns();
    const driver = this.dataSource.driver;
    return rows.map((row) => {
      const member = new MemberEntity();
      for (const column of columns) {
        (member as unknown as Record<string, unknown>)[column.propertyName] = driver.prepareHydratedValue(
          row[column.databaseName],
          column,
        );
      }
      return member;
    });
  }

  private columns(): ColumnMetadata[] {
    this.columnsCache ??= this.dataSource.getMetadata(MemberEntity).columns;
    return this.columnsCache;
  }
}
