/** The table's columns: the account, then the cells of AccountValueCells. */
export const COLUMNS = 12;
