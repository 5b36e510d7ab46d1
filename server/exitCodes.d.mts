export declare const EXIT_REFUSED: 78;
