export { actionsColumn, nameColumn, sortableHeader } from './column-helpers';
export { DataTable, type DataTableProps } from './data-table';
export { DataTableColumnHeader } from './data-table-column-header';
export { DataTableErrorCard, dataTableErrorMessage } from './data-table-error-card';
export { MobileCardHeader } from './mobile-card-header';
