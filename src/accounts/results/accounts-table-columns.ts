/**
 * The table's columns: the account, then the cells of AccountValueCells (status, balance, one per jetton
 * column, change).
 */
export function columnCount(jettonColumns: number): number {
  return 4 + jettonColumns;
}
