/** The table's columns: the account, then the cells of AccountValueCells (status, balance, change, last transaction). */
export const COLUMNS = 5;
