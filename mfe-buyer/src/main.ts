// Async boundary: Module Federation must negotiate shared singletons before any of them is used.
void import('./standalone/bootstrap');
